import type { AddBasketLineBody, Basket } from '@shop/contracts';
import { api, basketApi } from '@shop/platform';

/**
 * Add to basket. The answer is the whole basket, written straight into the shared `getBasket` cache
 * so the shell's badge shows the new count at once.
 */
export const addBasketLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    addBasketLine: build.mutation<Basket, AddBasketLineBody>({
      query: (body) => ({ url: '/basket/lines', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: basket } = await queryFulfilled.catch(() => ({ data: null }));
        if (basket) dispatch(basketApi.util.upsertQueryData('getBasket', undefined, basket));
      },
    }),
  }),
});

export const { useAddBasketLineMutation } = addBasketLineApi;
