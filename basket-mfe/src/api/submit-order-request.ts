import { type Basket, checkMinimumOrder, type Order, type SubmitOrderBody } from '@shop/contracts';
import { basketApi } from '@shop/platform';
import { basketRemoteApi } from './area.ts';

export interface SubmitOrderRequestArgs {
  body: SubmitOrderBody;
  /** One per checkout attempt, kept across its retries: the BFF then creates at most one order. */
  idempotencyKey: string;
}

const EMPTY_BASKET: Basket = {
  lines: [],
  totalQuantity: 0,
  totalPriceCents: 0,
  minimumOrder: checkMinimumOrder(0),
};

/** Submit the basket as an order request; the BFF empties the basket in the same transaction. */
export const submitOrderRequestApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketSubmitOrderRequest: build.mutation<Order, SubmitOrderRequestArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Orders'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(basketApi.util.upsertQueryData('getBasket', undefined, EMPTY_BASKET));
        } catch (failure) {
          // A refusal (e.g. the basket changed in another tab) shows the basket as it is now. After a lost
          // answer the order may exist and the basket be empty: the form stays for a retry with the same
          // key, which answers with that order.
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (typeof status === 'number') dispatch(basketRemoteApi.util.invalidateTags(['Basket']));
        }
      },
    }),
  }),
});

export const { useBasketSubmitOrderRequestMutation } = submitOrderRequestApi;
