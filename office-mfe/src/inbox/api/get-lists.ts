import type {
  Language,
  OfficeBuyerList,
  OfficeContactList,
  OfficeRequestList,
  OfficeSampleList,
} from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';
import { type ListFilters, listQueryString } from '../lib/inbox-params.ts';

/** Newest first, a page at a time: "More" asks for the page after the last one's `nextCursor`. */
const pages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
};

/** Samples carry the product's name: in the language they are shown in. */
export interface SampleListArgs {
  filters: ListFilters;
  language: Language;
}

/** The office's lists: order requests, custom-made requests, samples, contact messages and buyers. */
export const listsApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetOfficeOrders: build.infiniteQuery<OfficeRequestList, ListFilters, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => `/office/orders${listQueryString(queryArg, pageParam)}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeCustomRequests: build.infiniteQuery<OfficeRequestList, ListFilters, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => `/office/custom-requests${listQueryString(queryArg, pageParam)}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeSamples: build.infiniteQuery<OfficeSampleList, SampleListArgs, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) =>
        `/office/samples${listQueryString(queryArg.filters, pageParam, { lang: queryArg.language })}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeContactMessages: build.infiniteQuery<OfficeContactList, ListFilters, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => `/office/contact-messages${listQueryString(queryArg, pageParam)}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeBuyers: build.infiniteQuery<OfficeBuyerList, ListFilters, string | null>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => `/office/buyers${listQueryString(queryArg, pageParam)}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useOfficeGetOfficeOrdersInfiniteQuery,
  useOfficeGetOfficeCustomRequestsInfiniteQuery,
  useOfficeGetOfficeSamplesInfiniteQuery,
  useOfficeGetOfficeContactMessagesInfiniteQuery,
  useOfficeGetOfficeBuyersInfiniteQuery,
} = listsApi;
