import type { Basket } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';
import { replaceCachedBasket } from './basket-cache.ts';

export const clearBasketApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketClearBasket: build.mutation<Basket, void>({
      query: () => ({ url: '/basket', method: 'DELETE' }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useBasketClearBasketMutation } = clearBasketApi;
