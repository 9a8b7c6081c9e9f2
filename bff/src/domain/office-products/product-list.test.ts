import { describe, expect, it } from 'vitest';
import { matchesSearch, sortProducts } from './product-list.ts';

const dress = {
  code: 'WF-1002',
  name_en: 'Blue Floral Wrap Dress',
  name_gr: 'Μπλε κρουαζέ φόρεμα με λουλούδια',
};

describe('the search box', () => {
  it.each(['WF-1002', 'wf-10', 'wf1002', 'WF 100', 'wf'])(
    'finds a product by the start of its code: %s',
    (q) => {
      expect(matchesSearch(dress, q)).toBe(true);
    },
  );

  it.each(['floral', 'WRAP dr', 'dress blue', 'ΦΟΡΕΜΑ', 'κρουαζε', 'λουλ μπλε'])(
    'finds it by the start of words of either name: %s',
    (q) => {
      expect(matchesSearch(dress, q)).toBe(true);
    },
  );

  it.each(['WF-1003', 'ress', 'red', 'floral red', '1002'])('does not find it for %s', (q) => {
    expect(matchesSearch(dress, q)).toBe(false);
  });
});

describe('the list orders', () => {
  const rows = [
    {
      code: 'WF-1001',
      name_en: 'Zip top',
      price_cents: 1500,
      created_at: '2026-01-01T00:00:00.000Z',
      position: 1,
    },
    {
      code: 'WF-1002',
      name_en: 'apron dress',
      price_cents: 2500,
      created_at: '2026-01-01T00:00:00.000Z',
      position: 2,
    },
    {
      code: 'WF-1003',
      name_en: 'Maxi dress',
      price_cents: 1500,
      created_at: '2026-02-01T00:00:00.000Z',
      position: 3,
    },
  ];
  const codes = (sorted: typeof rows) => sorted.map((row) => row.code);

  it('puts the newest first, then in catalogue order', () => {
    expect(codes(sortProducts(rows, 'newest'))).toEqual(['WF-1003', 'WF-1001', 'WF-1002']);
  });

  it('sorts by English name without case, and by price either way (newest first among equals)', () => {
    expect(codes(sortProducts(rows, 'name'))).toEqual(['WF-1002', 'WF-1003', 'WF-1001']);
    expect(codes(sortProducts(rows, 'price-low'))).toEqual(['WF-1003', 'WF-1001', 'WF-1002']);
    expect(codes(sortProducts(rows, 'price-high'))).toEqual(['WF-1002', 'WF-1003', 'WF-1001']);
  });
});
