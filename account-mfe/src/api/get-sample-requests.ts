import type { Language, SampleList } from '@shop/contracts';
import { accountApi } from './area.ts';

/** The buyer's sample requests with localised product names, and how many may still be asked for. */
export const sampleRequestsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetMySampleRequests: build.query<SampleList, Language>({
      query: (language) => `/samples?lang=${language}`,
      providesTags: ['Samples'],
    }),
  }),
});

export const { useAccountGetMySampleRequestsQuery } = sampleRequestsApi;
