import type { CustomRequestList } from '@shop/contracts';
import { customApi } from './area.ts';

/** The buyer's earlier quote requests, newest first (the account area lists them in full). */
export const customMadeRequestsApi = customApi.injectEndpoints({
  endpoints: (build) => ({
    customListCustomMadeRequests: build.query<CustomRequestList, void>({
      query: () => '/custom-requests',
      providesTags: ['CustomRequests'],
    }),
  }),
});

export const { useCustomListCustomMadeRequestsQuery } = customMadeRequestsApi;
