import type { CustomRequest } from '@shop/contracts';
import { accountApi } from './area.ts';

/** One custom-made request, shown on the same details route as order requests (`/orders/CR-…`). */
export const customRequestApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetMyCustomRequest: build.query<CustomRequest, string>({
      query: (reference) => `/custom-requests/${encodeURIComponent(reference)}`,
      providesTags: (_result, _error, reference) => [{ type: 'CustomRequests', id: reference }],
    }),
  }),
});

export const { useAccountGetMyCustomRequestQuery } = customRequestApi;
