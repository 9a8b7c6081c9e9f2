import type { CustomRequest } from '@shop/contracts';
import { api } from '@shop/platform';

/** One custom-made request, shown on the same details route as order requests (`/orders/CR-…`). */
export const customRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCustomRequest: build.query<CustomRequest, string>({
      query: (reference) => `/custom-requests/${encodeURIComponent(reference)}`,
      providesTags: (_result, _error, reference) => [{ type: 'CustomRequests', id: reference }],
    }),
  }),
});

export const { useGetMyCustomRequestQuery } = customRequestApi;
