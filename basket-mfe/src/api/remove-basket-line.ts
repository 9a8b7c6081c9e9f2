import type { Basket } from '@shop/contracts';
import { api } from '@shop/platform';
import { replaceCachedBasket } from './basket-cache.ts';

export const removeBasketLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeBasketLine: build.mutation<Basket, { productId: string }>({
      query: ({ productId }) => ({ url: `/basket/lines/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useRemoveBasketLineMutation } = removeBasketLineApi;
