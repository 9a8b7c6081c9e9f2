import type {
  ContactReplyBody,
  OfficeContactMessage,
  OfficeSample,
  SampleActionBody,
  VersionBody,
} from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/** A done action refreshes every office list on screen and the inbox's counts; a refused one changes nothing. */
const refreshed = (_result: unknown, error: unknown) => (error ? [] : [OFFICE_TAG]);

/**
 * What the team does from the inbox's lists: samples and contact messages (pending buyers: buyers/api). Each
 * carries the item's `version`, so a change made meanwhile by someone else is a 409, not lost.
 */
export const officeActionsApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeActOnSample: build.mutation<OfficeSample, { id: string; body: SampleActionBody }>({
      query: ({ id, body }) => ({
        url: `/office/samples/${encodeURIComponent(id)}/actions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeReplyToContactMessage: build.mutation<OfficeContactMessage, { id: string; body: ContactReplyBody }>(
      {
        query: ({ id, body }) => ({
          url: `/office/contact-messages/${encodeURIComponent(id)}/reply`,
          method: 'POST',
          body,
        }),
        invalidatesTags: refreshed,
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
          recheckSessionWhenRefused(dispatch, queryFulfilled),
      },
    ),
    officeCloseContactMessage: build.mutation<OfficeContactMessage, { id: string; body: VersionBody }>({
      query: ({ id, body }) => ({
        url: `/office/contact-messages/${encodeURIComponent(id)}/close`,
        method: 'POST',
        body,
      }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useOfficeActOnSampleMutation,
  useOfficeReplyToContactMessageMutation,
  useOfficeCloseContactMessageMutation,
} = officeActionsApi;
