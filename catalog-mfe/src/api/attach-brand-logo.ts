import type { Basket } from '@shop/contracts';
import { basketApi } from '@shop/platform';
import { catalogApi } from './area.ts';

/** Attaches an uploaded logo to the product's basket line; answers with the whole basket. */
export const attachBrandLogoApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogAttachBrandLogo: build.mutation<Basket, { productId: string; uploadId: string }>({
      query: ({ productId, uploadId }) => ({
        url: `/basket/lines/${encodeURIComponent(productId)}/brand-logo`,
        method: 'PUT',
        body: { uploadId },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: basket } = await queryFulfilled.catch(() => ({ data: null }));
        if (basket) dispatch(basketApi.util.upsertQueryData('getBasket', undefined, basket));
      },
    }),
  }),
});

export const { useCatalogAttachBrandLogoMutation } = attachBrandLogoApi;
