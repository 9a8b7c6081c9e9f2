import type { Basket } from '@shop/contracts';
import { api } from '@shop/platform';
import { replaceCachedBasket } from './basket-cache.ts';

export const clearBasketApi = api.injectEndpoints({
  endpoints: (build) => ({
    clearBasket: build.mutation<Basket, void>({
      query: () => ({ url: '/basket', method: 'DELETE' }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useClearBasketMutation } = clearBasketApi;
