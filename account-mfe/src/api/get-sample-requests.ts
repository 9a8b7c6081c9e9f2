import type { Language, SampleList } from '@shop/contracts';
import { api } from '@shop/platform';

/** The buyer's sample requests with localised product names, and how many may still be asked for. */
export const sampleRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySampleRequests: build.query<SampleList, Language>({
      query: (language) => `/samples?lang=${language}`,
      providesTags: ['Samples'],
    }),
  }),
});

export const { useGetMySampleRequestsQuery } = sampleRequestsApi;
