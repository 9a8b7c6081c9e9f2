import type { ProductListQuery, ProductListResponse } from '@shop/contracts';
import { api } from '@shop/platform';

/**
 * One page of the catalogue. The language travels as Accept-Language (platform's base query) and the
 * shell invalidates 'Products' when it changes; logging in or out does too, since prices depend on it.
 */
export const getProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListQuery>({
      query: ({ colours, ...rest }) => ({
        url: '/products',
        params: colours ? { ...rest, colours: colours.join(',') } : rest,
      }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
