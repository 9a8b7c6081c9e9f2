import type { Basket, UpdateBasketLineBody } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';
import { replaceCachedBasket } from './basket-cache.ts';

export interface UpdateBasketLineArgs extends UpdateBasketLineBody {
  productId: string;
}

/** Set some sizes of a line (0 removes a size) or its brand toggle (off drops the logo). */
export const updateBasketLineApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketUpdateBasketLine: build.mutation<Basket, UpdateBasketLineArgs>({
      query: ({ productId, ...body }) => ({
        url: `/basket/lines/${encodeURIComponent(productId)}`,
        method: 'PATCH',
        body,
      }),
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useBasketUpdateBasketLineMutation } = updateBasketLineApi;
