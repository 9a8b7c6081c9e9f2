import type { Order } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';

/** One of the buyer's order requests by its reference, as the server holds it. */
export const orderRequestApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketGetOrderRequest: build.query<Order, string>({
      query: (reference) => `/orders/${encodeURIComponent(reference)}`,
      providesTags: (_result, _error, reference) => [{ type: 'Orders', id: reference }],
    }),
  }),
});

export const { useBasketGetOrderRequestQuery } = orderRequestApi;
