import type { OfficeBuyer } from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/** What the team decides on a new buyer's account (with `BUYER_APPROVAL=manual`): approve or reject it. */
export const buyerDecisionsApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
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
      invalidatesTags: (_result, error) => (error ? [] : [OFFICE_TAG]),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const { useOfficeDecideOnBuyerMutation } = buyerDecisionsApi;
