import type { SampleList } from '@shop/contracts';
import { catalogApi } from './area.ts';

/** The buyer's sample requests and how many remain (the server keeps count). */
export const getSamplesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogGetSamples: build.query<SampleList, void>({
      query: () => '/samples',
      providesTags: ['Samples'],
    }),
  }),
});

export const { useCatalogGetSamplesQuery } = getSamplesApi;
