import { describe, expect, it } from 'vitest';
import { MIN_ORDER_PIECES } from '../constants.ts';
import { checkMinimumOrder } from './minimum-order.ts';

describe('checkMinimumOrder', () => {
  it('is met from 5 pieces', () => {
    expect(MIN_ORDER_PIECES).toBe(5);
    expect(checkMinimumOrder(5)).toEqual({ met: true, count: 5, min: 5, missing: 0 });
    expect(checkMinimumOrder(40)).toEqual({ met: true, count: 40, min: 5, missing: 0 });
  });

  it('says how many pieces are missing', () => {
    expect(checkMinimumOrder(3)).toEqual({ met: false, count: 3, min: 5, missing: 2 });
    expect(checkMinimumOrder(0)).toEqual({ met: false, count: 0, min: 5, missing: 5 });
  });

  it('takes another minimum', () => {
    expect(checkMinimumOrder(10, 30)).toMatchObject({ met: false, missing: 20 });
  });
});
