import { MIN_ORDER_PIECES } from '../constants.ts';

export interface MinimumOrderCheck {
  met: boolean;
  /** Pieces counted. */
  count: number;
  min: number;
  /** Pieces still to add; 0 when met. */
  missing: number;
}

/** The minimum-order rule shared by the basket and custom-made requests (design.md §4: 5 pieces). */
export function checkMinimumOrder(count: number, min: number = MIN_ORDER_PIECES): MinimumOrderCheck {
  const missing = Math.max(0, min - count);
  return { met: missing === 0, count, min, missing };
}
