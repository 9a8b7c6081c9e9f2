import { type ProductListQuery, type ProductListResponse, productListPath } from '@shop/contracts';
import { catalogApi } from './area.ts';

/**
 * One page of the catalogue. The language travels as Accept-Language (platform's base query) and the
 * shell invalidates 'Products' when it changes; logging in or out does too, since prices depend on it.
 * The path is spelled by `productListPath`, as the BFF spells it when it answers the first page ahead.
 */
export const getProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogGetProducts: build.query<ProductListResponse, ProductListQuery>({
      query: (args) => productListPath(args),
      providesTags: ['Products'],
    }),
  }),
});

export const { useCatalogGetProductsQuery } = getProductsApi;
