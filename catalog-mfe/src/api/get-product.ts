import { type ProductDetailResponse, productDetailPath } from '@shop/contracts';
import { api } from '@shop/platform';

/** One product with its related products, localised; a price only for a buyer. */
export const getProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetailResponse, string>({
      query: (id) => productDetailPath(id),
      providesTags: (_result, _error, id) => ['Products', { type: 'Products', id }],
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
