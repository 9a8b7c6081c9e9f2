import type {
  ContactReplyBody,
  OfficeBuyer,
  OfficeContactMessage,
  OfficeSample,
  SampleActionBody,
  VersionBody,
} from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from './office-api.ts';

/** A done action refreshes every office list on screen and the inbox's counts; a refused one changes nothing. */
const refreshed = (_result: unknown, error: unknown) => (error ? [] : [OFFICE_TAG]);

/**
 * What the team does from the inbox's lists: samples, contact messages and pending buyers. Each carries the
 * item's `version` where the BFF keeps one, so a change made meanwhile by someone else is a 409, not lost.
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
    /** Buyers carry no version: the BFF refuses a decision on an account that is no longer pending (409). */
    officeDecideOnBuyer: build.mutation<
      OfficeBuyer,
      { id: string; decision: 'approve' | 'reject'; reason?: string | undefined }
    >({
      query: ({ id, decision, reason }) => ({
        url: `/office/buyers/${encodeURIComponent(id)}/${decision}`,
        method: 'POST',
        body: reason ? { reason } : {},
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
  useOfficeDecideOnBuyerMutation,
} = officeActionsApi;
