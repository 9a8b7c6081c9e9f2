import type { AttachBrandLogoBody, Basket, Upload } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';
import { replaceCachedBasket } from './basket-cache.ts';

/**
 * A new logo for a line: the file is uploaded (the BFF checks its content and size), then attached.
 * One operation for the buyer, two calls for the BFF.
 */
export const attachBrandLogoApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketAttachBrandLogo: build.mutation<Basket, { productId: string; file: File }>({
      async queryFn({ productId, file }, _api, _extra, baseQuery) {
        const form = new FormData();
        form.append('file', file, file.name);
        const uploaded = await baseQuery({ url: '/uploads', method: 'POST', body: form });
        if (uploaded.error) return { error: uploaded.error };
        const body: AttachBrandLogoBody = { uploadId: (uploaded.data as Upload).id };
        const attached = await baseQuery({
          url: `/basket/lines/${encodeURIComponent(productId)}/brand-logo`,
          method: 'PUT',
          body,
        });
        if (attached.error) return { error: attached.error };
        return { data: attached.data as Basket };
      },
      onQueryStarted: replaceCachedBasket,
    }),
  }),
});

export const { useBasketAttachBrandLogoMutation } = attachBrandLogoApi;
