import type { QuickOrderBody, QuickOrderProducts, QuickOrderResult } from '@shop/contracts';
import { basketApi } from '@shop/platform';
import { basketRemoteApi } from './area.ts';

/**
 * The quick order page's calls: products for the grid (suggestions by code or name, or the codes that
 * exist) and the one request that adds every line. Its answer carries the whole basket, which replaces the
 * shared cached copy (the shell's badge); after a refusal that copy is fetched again.
 */
export const quickOrderApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketFindQuickOrderProducts: build.query<QuickOrderProducts, { q?: string; codes?: readonly string[] }>({
      query: ({ q, codes }) => ({
        url: '/basket/quick-order/products',
        params: codes && codes.length > 0 ? { codes: codes.join(',') } : { q: q ?? '' },
      }),
      keepUnusedDataFor: 30,
    }),
    basketAddQuickOrder: build.mutation<QuickOrderResult, QuickOrderBody>({
      query: (body) => ({ url: '/basket/quick-order', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(basketApi.util.upsertQueryData('getBasket', undefined, data.basket));
        } catch {
          dispatch(basketRemoteApi.util.invalidateTags(['Basket']));
        }
      },
    }),
  }),
});

export const {
  useBasketFindQuickOrderProductsQuery,
  useLazyBasketFindQuickOrderProductsQuery,
  useBasketAddQuickOrderMutation,
} = quickOrderApi;
