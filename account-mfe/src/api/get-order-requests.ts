import type { OrderList } from '@shop/contracts';
import { api } from '@shop/platform';

/** My Orders: the buyer's order requests, newest first. */
export const orderRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrderRequests: build.query<OrderList, void>({
      query: () => '/orders',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetMyOrderRequestsQuery } = orderRequestsApi;
