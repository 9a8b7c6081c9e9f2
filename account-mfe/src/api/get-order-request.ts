import type { Language, Order } from '@shop/contracts';
import { accountApi } from './area.ts';

/** Order Details; product names come in the asked language, so the language is part of the cache key. */
export const orderRequestApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetMyOrderRequest: build.query<Order, { reference: string; language: Language }>({
      query: ({ reference, language }) => `/orders/${encodeURIComponent(reference)}?lang=${language}`,
      providesTags: (_result, _error, { reference }) => [{ type: 'Orders', id: reference }],
    }),
  }),
});

export const { useAccountGetMyOrderRequestQuery } = orderRequestApi;
