import type { OfficeLowStockList } from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/**
 * The products running low, most urgent first, a page at a time ("More" asks for the page after the last one's
 * `nextCursor`). Refreshed with every office list: a quote accepted or stock saved changes it.
 */
export const lowStockApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetLowStock: build.infiniteQuery<OfficeLowStockList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ pageParam }) =>
        `/office/stock/low${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const { useOfficeGetLowStockInfiniteQuery } = lowStockApi;
