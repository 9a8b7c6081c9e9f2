import { describe, expect, it } from 'vitest';
import {
  buyerSizeAvailability,
  LOW_STOCK_THRESHOLD,
  piecesToReserve,
  type StockLevel,
  stockShortfalls,
  visitorSizeAvailability,
} from './stock.ts';

const level = (onHand: number, reserved = 0, restockDate: string | null = null): StockLevel => ({
  size: 'M',
  onHand,
  reserved,
  restockDate,
});
const TODAY = '2026-12-02';

describe('what a buyer reads of a size', () => {
  it('says in stock, only N left under the threshold, then restock, back-order or out', () => {
    expect(buyerSizeAvailability('M', level(40, 10), null, TODAY)).toEqual({
      size: 'M',
      state: 'in_stock',
      free: 30,
    });
    expect(buyerSizeAvailability('M', level(LOW_STOCK_THRESHOLD), null, TODAY).state).toBe('in_stock');
    expect(buyerSizeAvailability('M', level(12, 9), null, TODAY)).toEqual({
      size: 'M',
      state: 'low',
      free: 3,
    });
    expect(buyerSizeAvailability('M', level(5, 5, '2027-01-15'), 30, TODAY)).toEqual({
      size: 'M',
      state: 'restock',
      restockDate: '2027-01-15',
      leadDays: 30,
    });
    expect(buyerSizeAvailability('M', level(5, 5, '2026-12-02'), 30, TODAY)).toEqual({
      size: 'M',
      state: 'backorder',
      leadDays: 30,
    });
    expect(buyerSizeAvailability('M', level(0), null, TODAY)).toEqual({ size: 'M', state: 'out' });
    expect(buyerSizeAvailability('M', undefined, null, TODAY)).toEqual({ size: 'M', state: 'untracked' });
  });
});

describe('what a visitor reads of a size', () => {
  it('is in stock or out, never a number or a date', () => {
    expect(visitorSizeAvailability('M', level(3, 1))).toEqual({ size: 'M', state: 'in_stock' });
    expect(visitorSizeAvailability('M', level(3, 3, '2027-01-15'))).toEqual({ size: 'M', state: 'out' });
    expect(visitorSizeAvailability('M', undefined)).toEqual({ size: 'M', state: 'untracked' });
  });
});

describe('shortfalls and reservations', () => {
  it('names the tracked sizes asked beyond their free pieces, unless the product is back-ordered', () => {
    const levels = [level(10, 6), { ...level(2), size: 'L' as const }];
    expect(stockShortfalls({ S: 50, M: 5, L: 2 }, levels, null)).toEqual([
      { size: 'M', requested: 5, free: 4 },
    ]);
    expect(stockShortfalls({ M: 5 }, levels, 14)).toEqual([]);
  });

  it('takes what is free and makes the rest only for a back-ordered product', () => {
    expect(piecesToReserve(5, 8, null)).toEqual({ fromStock: 5, backordered: 0 });
    expect(piecesToReserve(9, 8, null)).toBeNull();
    expect(piecesToReserve(9, 8, 21)).toEqual({ fromStock: 8, backordered: 1 });
  });
});
