import type { WaitingCount } from '@shop/contracts';
import { api } from '@shop/platform';

/**
 * `GET /api/orders/waiting`: how many of the buyer's order and custom-made requests wait for their answer
 * to a quote. It goes with the requests' tags, so a remote's answer to a quote (which invalidates
 * `Orders` / `CustomRequests`) and a login refresh it.
 */
export const waitingCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitingCount: build.query<WaitingCount, void>({
      query: () => '/orders/waiting',
      providesTags: ['Orders', 'CustomRequests'],
    }),
  }),
});

export const { useGetWaitingCountQuery } = waitingCountApi;
