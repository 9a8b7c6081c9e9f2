import type { SampleList } from '@shop/contracts';
import { api } from '@shop/platform';

/** The buyer's sample requests and how many remain (the server keeps count). */
export const getSamplesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSamples: build.query<SampleList, void>({
      query: () => '/samples',
      providesTags: ['Samples'],
    }),
  }),
});

export const { useGetSamplesQuery } = getSamplesApi;
