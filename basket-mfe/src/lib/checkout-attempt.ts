import type { Basket } from '@shop/contracts';

/** The idempotency key of the current checkout attempt and the basket content it was made for. */
export interface CheckoutAttempt {
  basket: string;
  key: string;
}

/** The basket's content as the order would take it; prices and names do not make a new attempt. */
export function basketFingerprint(basket: Basket): string {
  return JSON.stringify(
    basket.lines.map((line) => [
      line.productId,
      line.quantities,
      line.addYourBrand,
      line.brandLogo?.id ?? null,
    ]),
  );
}

/**
 * A retry of the same basket keeps the key, so a double click or a retry after a lost answer cannot make
 * a second order; a changed basket is a new attempt with a new key.
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  basket: Basket,
  newKey: () => string,
): CheckoutAttempt {
  const fingerprint = basketFingerprint(basket);
  if (previous && previous.basket === fingerprint) return previous;
  return { basket: fingerprint, key: newKey() };
}
