import type { Basket } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';
import { replaceCachedBasket } from './basket-cache.ts';

export const removeBasketLineApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketRemoveBasketLine: build.mutation<Basket, { productId: string }>({
      query: ({ productId }) => ({ url: `/basket/lines/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useBasketRemoveBasketLineMutation } = removeBasketLineApi;
