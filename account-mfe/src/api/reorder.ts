import type { Language, ReorderResult } from '@shop/contracts';
import { accountApi } from './area.ts';

/**
 * "Order again": the order's lines go into the basket on the server. The shared basket (the shell's count,
 * the basket page) is fetched again, in the language it is shown in.
 */
export const reorderApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountReorderOrderRequest: build.mutation<ReorderResult, { reference: string; language: Language }>({
      query: ({ reference, language }) => ({
        url: `/orders/${encodeURIComponent(reference)}/reorder?lang=${language}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Basket']),
    }),
  }),
});

export const { useAccountReorderOrderRequestMutation } = reorderApi;
