import { describe, expect, it } from 'vitest';
import { sortProducts } from './product-list.ts';

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
