import type { AddBasketLineBody, Basket } from '@shop/contracts';
import { basketApi } from '@shop/platform';
import { catalogApi } from './area.ts';

/**
 * Add to basket. The answer is the whole basket, written straight into the shared `getBasket` cache
 * so the shell's badge shows the new count at once.
 */
export const addBasketLineApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogAddBasketLine: build.mutation<Basket, AddBasketLineBody>({
      query: (body) => ({ url: '/basket/lines', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: basket } = await queryFulfilled.catch(() => ({ data: null }));
        if (basket) dispatch(basketApi.util.upsertQueryData('getBasket', undefined, basket));
      },
    }),
  }),
});

export const { useCatalogAddBasketLineMutation } = addBasketLineApi;
