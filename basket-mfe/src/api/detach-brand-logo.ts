import type { Basket } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';
import { replaceCachedBasket } from './basket-cache.ts';

export const detachBrandLogoApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketDetachBrandLogo: build.mutation<Basket, { productId: string }>({
      query: ({ productId }) => ({
        url: `/basket/lines/${encodeURIComponent(productId)}/brand-logo`,
        method: 'DELETE',
      }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useBasketDetachBrandLogoMutation } = detachBrandLogoApi;
