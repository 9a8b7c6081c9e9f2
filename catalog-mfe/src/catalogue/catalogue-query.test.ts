import { describe, expect, it } from 'vitest';
import {
  cataloguePath,
  catalogueSearch,
  parseCatalogueQuery,
  productListArgs,
  productPath,
  withFilters,
} from './catalogue-query.ts';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('the catalogue state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual({ colours: [], sort: 'newest', page: 1 });
  });

  it('reads every filter, sort and page', () => {
    expect(parse('category=dresses&colours=blue,red&minPrice=12&maxPrice=25&sort=price-low&page=2')).toEqual({
      category: 'dresses',
      colours: ['red', 'blue'],
      minPrice: 12,
      maxPrice: 25,
      sort: 'price-low',
      page: 2,
    });
  });

  it('accepts repeated colours and drops unknown values', () => {
    expect(parse('colours=red&colours=purple&colours=red,teal').colours).toEqual(['red', 'teal']);
    expect(parse('category=hats&sort=cheapest&page=-3&minPrice=abc')).toEqual({
      colours: [],
      sort: 'newest',
      page: 1,
    });
  });

  it('round-trips, leaving out the defaults', () => {
    const search = 'category=tops&colours=red%2Cwhite&maxPrice=20&sort=price-high&page=3';
    expect(catalogueSearch(parse(search)).toString()).toBe(search);
    expect(catalogueSearch(parse('sort=newest&page=1')).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters(parse('page=2&sort=price-low'), { category: 'dresses' })).toMatchObject({
      category: 'dresses',
      sort: 'price-low',
      page: 1,
    });
  });

  it('asks the BFF only for what differs from its defaults', () => {
    expect(productListArgs(parse(''))).toEqual({});
    expect(productListArgs(parse('colours=red&page=2'))).toEqual({ colours: ['red'], page: 2 });
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
