import type { CustomRequestList } from '@shop/contracts';
import { accountApi } from './area.ts';

/** The buyer's custom-made quote requests, newest first. */
export const customRequestsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetMyCustomRequests: build.query<CustomRequestList, void>({
      query: () => '/custom-requests',
      providesTags: ['CustomRequests'],
    }),
  }),
});

export const { useAccountGetMyCustomRequestsQuery } = customRequestsApi;
