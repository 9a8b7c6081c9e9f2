import type { WaitingCount } from '@shop/contracts';
import { shellApi } from './area.ts';

/**
 * `GET /api/orders/waiting`: how many of the buyer's order and custom-made requests wait for their answer
 * to a quote. It goes with the requests' tags, so a remote's answer to a quote (which invalidates
 * `Orders` / `CustomRequests`) and a login refresh it.
 */
export const waitingCountApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    shellGetWaitingCount: build.query<WaitingCount, void>({
      query: () => '/orders/waiting',
      providesTags: ['Orders', 'CustomRequests'],
    }),
  }),
});

export const { useShellGetWaitingCountQuery } = waitingCountApi;
