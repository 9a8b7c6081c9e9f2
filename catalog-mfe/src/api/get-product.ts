import { type ProductDetailResponse, productDetailPath } from '@shop/contracts';
import { catalogApi } from './area.ts';

/** One product with its related products, localised; a price only for a buyer. */
export const getProductApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogGetProduct: build.query<ProductDetailResponse, string>({
      query: (id) => productDetailPath(id),
      providesTags: (_result, _error, id) => ['Products', { type: 'Products', id }],
    }),
  }),
});

export const { useCatalogGetProductQuery } = getProductApi;
