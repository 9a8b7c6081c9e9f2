import type { Basket, SubmitOrderBody } from '@shop/contracts';
import { type ApiErrorBody, readApiError } from '@shop/platform';
import { useRef } from 'react';
import { useBasketSubmitOrderRequestMutation } from '../api/submit-order-request.ts';
import { attemptFor, type CheckoutAttempt } from '../lib/checkout-attempt.ts';

/** The submit's shared state: the basket page reads it to leave for the confirmation. */
export const CHECKOUT_MUTATION_KEY = 'basket-checkout';

/**
 * Sends the order request with the idempotency key of the current attempt. A second call while one is
 * running is dropped, and a retry of the same basket reuses the key, so the BFF makes one order at most.
 */
export function useOrderSubmit() {
  const [submit, { isLoading }] = useBasketSubmitOrderRequestMutation({
    fixedCacheKey: CHECKOUT_MUTATION_KEY,
  });
  const attempt = useRef<CheckoutAttempt | null>(null);
  const inFlight = useRef(false);

  const send = async (basket: Basket, body: SubmitOrderBody): Promise<ApiErrorBody | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    attempt.current = attemptFor(attempt.current, basket, () => crypto.randomUUID());
    try {
      await submit({ body, idempotencyKey: attempt.current.key }).unwrap();
      attempt.current = null;
      return null;
    } catch (failure) {
      return readApiError(failure);
    } finally {
      inFlight.current = false;
    }
  };

  return { send, isSending: isLoading };
}
