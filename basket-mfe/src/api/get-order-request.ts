import type { Order } from '@shop/contracts';
import { api } from '@shop/platform';

/** One of the buyer's order requests by its reference, as the server holds it. */
export const orderRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderRequest: build.query<Order, string>({
      query: (reference) => `/orders/${encodeURIComponent(reference)}`,
      providesTags: (_result, _error, reference) => [{ type: 'Orders', id: reference }],
    }),
  }),
});

export const { useGetOrderRequestQuery } = orderRequestApi;
