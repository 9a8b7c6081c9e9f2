import type { CustomRequestList } from '@shop/contracts';
import { api } from '@shop/platform';

/** The buyer's earlier quote requests, newest first (the account area lists them in full). */
export const customMadeRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomMadeRequests: build.query<CustomRequestList, void>({
      query: () => '/custom-requests',
      providesTags: ['CustomRequests'],
    }),
  }),
});

export const { useListCustomMadeRequestsQuery } = customMadeRequestsApi;
