import type { CustomRequestList } from '@shop/contracts';
import { api } from '@shop/platform';

/** The buyer's custom-made quote requests, newest first. */
export const customRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCustomRequests: build.query<CustomRequestList, void>({
      query: () => '/custom-requests',
      providesTags: ['CustomRequests'],
    }),
  }),
});

export const { useGetMyCustomRequestsQuery } = customRequestsApi;
