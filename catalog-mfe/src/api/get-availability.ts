import { type ProductAvailabilityResponse, productAvailabilityPath } from '@shop/contracts';
import { catalogApi } from './area.ts';

/**
 * A product's availability per size: states, free pieces under the threshold, restock dates and lead times
 * for a buyer; in stock or not for a visitor. Stock moves with every accepted quote, so it is never answered
 * ahead in the page nor kept once the product page is left (`keepUnusedDataFor: 0`); logging in or out
 * invalidates 'Products', and the answer follows the audience.
 */
export const getAvailabilityApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogGetAvailability: build.query<ProductAvailabilityResponse, string>({
      query: (id) => productAvailabilityPath(id),
      providesTags: (_result, _error, id) => ['Products', { type: 'Products', id }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCatalogGetAvailabilityQuery } = getAvailabilityApi;
