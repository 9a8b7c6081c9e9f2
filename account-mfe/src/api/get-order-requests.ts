import type { OrderList } from '@shop/contracts';
import { accountApi } from './area.ts';

/** My Orders: the buyer's order requests, newest first. */
export const orderRequestsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetMyOrderRequests: build.query<OrderList, void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useAccountGetMyOrderRequestsQuery } = orderRequestsApi;
