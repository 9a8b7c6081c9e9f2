import type { Basket } from '@shop/contracts';
import { api } from '@shop/platform';
import { replaceCachedBasket } from './basket-cache.ts';

export const detachBrandLogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    detachBrandLogo: build.mutation<Basket, { productId: string }>({
      query: ({ productId }) => ({
        url: `/basket/lines/${encodeURIComponent(productId)}/brand-logo`,
        method: 'DELETE',
      }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useDetachBrandLogoMutation } = detachBrandLogoApi;
