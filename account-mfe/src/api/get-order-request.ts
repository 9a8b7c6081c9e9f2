import type { Language, Order } from '@shop/contracts';
import { api } from '@shop/platform';

/** Order Details; product names come in the asked language, so the language is part of the cache key. */
export const orderRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrderRequest: build.query<Order, { reference: string; language: Language }>({
      query: ({ reference, language }) => `/orders/${encodeURIComponent(reference)}?lang=${language}`,
      providesTags: (_result, _error, { reference }) => [{ type: 'Orders', id: reference }],
    }),
  }),
});

export const { useGetMyOrderRequestQuery } = orderRequestApi;
