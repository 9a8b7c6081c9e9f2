import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  parseCatalogueQuery,
  productAvailabilityPath,
  productDetailPath,
  productListArgs,
  productListPath,
  searchPageHref,
  searchSuggestionsPath,
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
    expect(parse('category=hats&sort=cheapest&page=0&minPrice=-3&maxPrice=1e3')).toEqual({
      colours: [],
      sort: 'newest',
      page: 1,
    });
  });

  it('round-trips, leaving out the defaults', () => {
    const search = 'category=tops&colours=red%2Cwhite&maxPrice=20&sort=price-high&page=3';
    expect(catalogueSearch(parse(search)).toString()).toBe(search);
    expect(catalogueSearch(parse('sort=newest&page=1')).toString()).toBe('');
    expect(catalogueSearch(parse('inStock=1&colours=red')).toString()).toBe('colours=red&inStock=1');
    // Only `1` turns "in stock now" on.
    expect(parse('inStock=true').inStock).toBeUndefined();
  });
});

describe('the API question of a catalogue state', () => {
  it('asks only for what differs from the defaults', () => {
    expect(productListArgs(parse(''))).toEqual({});
    expect(productListArgs(parse('colours=red&page=2'))).toEqual({ colours: ['red'], page: 2 });
    expect(productListPath(productListArgs(parse('inStock=1&page=2')))).toBe('/products?inStock=true&page=2');
  });

  it('has one spelling per question, in a fixed order', () => {
    expect(productListPath({})).toBe('/products');
    expect(productListPath({ page: 2, colours: ['red', 'blue'], category: 'dresses' })).toBe(
      '/products?category=dresses&colours=red%2Cblue&page=2',
    );
    expect(productListPath(productListArgs(parse('sort=price-low&minPrice=10&maxPrice=60')))).toBe(
      '/products?minPrice=10&maxPrice=60&sort=price-low',
    );
  });

  it('encodes a product id', () => {
    expect(productDetailPath('12')).toBe('/products/12');
    expect(productDetailPath('a/b c')).toBe('/products/a%2Fb%20c');
    expect(productAvailabilityPath('a/b c')).toBe('/products/a%2Fb%20c/availability');
  });
});

describe('the search in the catalogue URL', () => {
  it('reads q tidied, writes it first, and sends it to the BFF', () => {
    const query = parseCatalogueQuery(new URLSearchParams('q=%20%20forema%20%20maxi%20&category=dresses'));
    expect(query.q).toBe('forema maxi');
    expect(catalogueSearch(query).toString()).toBe('q=forema+maxi&category=dresses');
    expect(productListPath(productListArgs(query))).toBe('/products?q=forema+maxi&category=dresses');
  });

  it('drops a blank q', () => {
    expect(parseCatalogueQuery(new URLSearchParams('q=%20')).q).toBeUndefined();
    expect(catalogueSearch(parseCatalogueQuery(new URLSearchParams('q=')))).toEqual(new URLSearchParams());
  });

  it('links a search and its suggestions', () => {
    expect(searchPageHref(' φόρεμα ')).toBe('/ready-to-ship?q=%CF%86%CF%8C%CF%81%CE%B5%CE%BC%CE%B1');
    expect(searchPageHref('maxi', 'dresses')).toBe('/ready-to-ship?q=maxi&category=dresses');
    expect(searchPageHref('  ')).toBe('/ready-to-ship');
    expect(searchSuggestionsPath({ q: 'for', lang: 'gr' })).toBe('/products/suggestions?q=for&lang=gr');
  });
});
