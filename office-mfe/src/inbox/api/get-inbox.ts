import type { OfficeInbox } from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/** How many items wait in each open status of every list. */
export const inboxApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetOfficeInbox: build.query<OfficeInbox, void>({
      query: () => '/office/inbox',
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const { useOfficeGetOfficeInboxQuery } = inboxApi;
