import { describe, expect, it } from 'vitest';
import {
  productListPath,
  productListQueryString,
  readProductParams,
  writeProductParams,
} from './product-list-params.ts';

const read = (search: string) => readProductParams(new URLSearchParams(search));

describe('the products list in the URL', () => {
  it('reads search, filters, sort and page', () => {
    expect(read('q=%20wrap%20&category=dresses&status=draft&missingGreek=1&sort=price-low&page=2')).toEqual({
      q: 'wrap',
      category: 'dresses',
      status: 'draft',
      missingGreek: true,
      sort: 'price-low',
      page: 2,
    });
  });

  it('leaves out what the URL gets wrong, and the defaults', () => {
    expect(read('q=%20&category=hats&status=sold&missingGreek=yes&sort=newest&page=0')).toEqual({});
    expect(read('sort=cheapest&page=1.5')).toEqual({});
    expect(read('page=10001')).toEqual({});
  });

  it('writes the same query back, without the defaults', () => {
    const query = { q: 'linen', status: 'hidden', missingGreek: true, sort: 'name', page: 3 } as const;
    expect(writeProductParams(query).toString()).toBe(
      'q=linen&status=hidden&missingGreek=1&sort=name&page=3',
    );
    expect(readProductParams(writeProductParams(query))).toEqual(query);
    expect(productListPath({ sort: 'newest', page: 1 })).toBe('/office/products');
  });

  it('asks the API with its own names', () => {
    expect(productListQueryString({ missingGreek: true, sort: 'price-high', page: 2 })).toBe(
      '?missingGreek=true&sort=price-high&page=2',
    );
    expect(productListQueryString({})).toBe('');
  });
});
