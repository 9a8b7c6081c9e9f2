import { parseCatalogueQuery } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cataloguePath, productPath, withFilters } from './catalogue-query.ts';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('moving around the catalogue', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters(parse('page=2&sort=price-low'), { category: 'dresses' })).toMatchObject({
      category: 'dresses',
      sort: 'price-low',
      page: 1,
    });
  });

  it('links a product with the page and the filters, and back', () => {
    const query = parse('colours=red&page=2');
    expect(productPath('7', query)).toBe('/product/7?colours=red&page=2');
    expect(productPath('7', parse(''))).toBe('/product/7?page=1');
    expect(cataloguePath(new URLSearchParams('colours=red&page=2'))).toBe(
      '/ready-to-ship?colours=red&page=2',
    );
    expect(cataloguePath(new URLSearchParams('page=1'))).toBe('/ready-to-ship');
  });
});
