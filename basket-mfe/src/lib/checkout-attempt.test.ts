import { describe, expect, it } from 'vitest';
import { basketLine, basketOf } from '../testing/fixtures.ts';
import { attemptFor } from './checkout-attempt.ts';

describe('the idempotency key of a checkout attempt', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;
  const basket = basketOf([basketLine({ quantities: { M: 5 } })]);

  it('is kept when the same basket is sent again (double click, retry after a lost answer)', () => {
    const first = attemptFor(null, basket, newKey);
    const retry = attemptFor(first, basketOf([basketLine({ quantities: { M: 5 } })]), newKey);
    expect(retry.key).toBe(first.key);
  });

  it('changes when the basket changed: that is a new order request', () => {
    const first = attemptFor(null, basket, newKey);
    const changed = attemptFor(first, basketOf([basketLine({ quantities: { M: 6 } })]), newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('does not change for a new price or a translated name', () => {
    const first = attemptFor(null, basket, newKey);
    const renamed = basketOf([
      basketLine({ quantities: { M: 5 }, name: 'Κόκκινο φόρεμα', unitPriceCents: 2999 }),
    ]);
    expect(attemptFor(first, renamed, newKey).key).toBe(first.key);
  });
});
