import { describe, expect, it } from 'vitest';
import type { CatalogueQuery } from './catalogue-query.ts';
import { appliedFilterCount, priceRange } from './filter-count.ts';

const none: CatalogueQuery = { colours: [], sort: 'newest', page: 1 };
const bounds = { floor: 9, ceil: 30 };

describe('appliedFilterCount', () => {
  it('is 0 without filters', () => {
    expect(appliedFilterCount(none, bounds)).toBe(0);
    expect(appliedFilterCount(none, null)).toBe(0);
  });

  it('counts 1 for a category', () => {
    expect(appliedFilterCount({ ...none, category: 'dresses' }, bounds)).toBe(1);
  });

  it('counts 1 for "in stock now"', () => {
    expect(appliedFilterCount({ ...none, inStock: true, category: 'tops' }, null)).toBe(2);
  });

  it('counts each colour', () => {
    expect(appliedFilterCount({ ...none, colours: ['red', 'blue', 'teal'] }, bounds)).toBe(3);
  });

  it('counts 1 when either end of the price range moved off its bound', () => {
    expect(appliedFilterCount({ ...none, minPrice: 12 }, bounds)).toBe(1);
    expect(appliedFilterCount({ ...none, maxPrice: 20 }, bounds)).toBe(1);
    expect(appliedFilterCount({ ...none, minPrice: 12, maxPrice: 20 }, bounds)).toBe(1);
  });

  it('does not count a price range equal to (or wider than) the bounds', () => {
    expect(appliedFilterCount({ ...none, minPrice: 9, maxPrice: 30 }, bounds)).toBe(0);
    expect(appliedFilterCount({ ...none, minPrice: 0, maxPrice: 500 }, bounds)).toBe(0);
  });

  it('adds everything up', () => {
    const query: CatalogueQuery = { ...none, category: 'tops', colours: ['red', 'white'], maxPrice: 25 };
    expect(appliedFilterCount(query, bounds)).toBe(4);
  });

  it('never counts the price for a visitor (no bounds)', () => {
    expect(appliedFilterCount({ ...none, minPrice: 12, colours: ['red'] }, null)).toBe(1);
  });
});

describe('priceRange', () => {
  it('defaults to the bounds and clamps into them', () => {
    expect(priceRange(none, bounds)).toEqual([9, 30]);
    expect(priceRange({ ...none, minPrice: 2, maxPrice: 99 }, bounds)).toEqual([9, 30]);
    expect(priceRange({ ...none, minPrice: 15, maxPrice: 20 }, bounds)).toEqual([15, 20]);
  });

  it('puts crossed thumbs back in order', () => {
    expect(priceRange({ ...none, minPrice: 25, maxPrice: 12 }, bounds)).toEqual([12, 25]);
  });
});
