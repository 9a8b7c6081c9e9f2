import { describe, expect, it } from 'vitest';
import { clampQuantity, isValidQuantity, positiveSizes, totalQuantity } from './quantities.ts';

describe('quantities', () => {
  it('clamps what a user typed to 0..999, non-numeric as 0', () => {
    expect(clampQuantity(12)).toBe(12);
    expect(clampQuantity('7')).toBe(7);
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(1200)).toBe(999);
    expect(clampQuantity('abc')).toBe(0);
    expect(clampQuantity('')).toBe(0);
    expect(clampQuantity(undefined)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
  });

  it('validates the API range', () => {
    expect(isValidQuantity(0)).toBe(true);
    expect(isValidQuantity(999)).toBe(true);
    expect(isValidQuantity(1000)).toBe(false);
    expect(isValidQuantity(-1)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });

  it('totals and keeps positive sizes in size order', () => {
    expect(totalQuantity({ S: 2, XL: 3 })).toBe(5);
    expect(totalQuantity({})).toBe(0);
    expect(Object.keys(positiveSizes({ XL: 1, XS: 2, M: 0 }))).toEqual(['XS', 'XL']);
  });
});
