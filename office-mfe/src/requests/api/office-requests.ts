import {
  type Language,
  type NewMessageBody,
  type OfficeCustomRequest,
  type OfficeOrder,
  type OfficeRequestBuyer,
  type QuoteDraft,
  type QuoteMailPreview,
  REQUEST_KIND_PATH,
  type RequestActionBody,
  type RequestKind,
  type Thread,
  type ThreadMessage,
  type Upload,
} from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/** Who sent the request, as the office sees it besides the buyer's own view. */
export type OfficeBuyerRef = OfficeRequestBuyer;

export interface RequestArgs {
  kind: RequestKind;
  reference: string;
}

const base = ({ kind, reference }: RequestArgs) =>
  `/office/${REQUEST_KIND_PATH[kind]}/${encodeURIComponent(reference)}`;
const refreshed = (_result: unknown, error: unknown) => (error ? [] : [OFFICE_TAG]);

/** One order or custom-made request: read it, quote it, move it on, talk about it. */
export const officeRequestsApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetOfficeOrder: build.query<OfficeOrder, { reference: string; language: Language }>({
      query: ({ reference, language }) => `${base({ kind: 'order', reference })}?lang=${language}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeCustomRequest: build.query<OfficeCustomRequest, { reference: string; language: Language }>(
      {
        query: ({ reference, language }) => `${base({ kind: 'custom', reference })}?lang=${language}`,
        providesTags: [OFFICE_TAG],
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
          recheckSessionWhenRefused(dispatch, queryFulfilled),
      },
    ),
    officeSendQuote: build.mutation<unknown, RequestArgs & { body: QuoteDraft }>({
      query: ({ body, ...args }) => ({ url: `${base(args)}/quotes`, method: 'POST', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    /** The mail a draft would send, as the buyer would read it; nothing is stored, nothing changes. */
    officePreviewQuoteMail: build.mutation<QuoteMailPreview, RequestArgs & { body: QuoteDraft }>({
      query: ({ body, ...args }) => ({ url: `${base(args)}/quote-preview`, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeActOnRequest: build.mutation<unknown, RequestArgs & { body: RequestActionBody }>({
      query: ({ body, ...args }) => ({ url: `${base(args)}/actions`, method: 'POST', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetRequestThread: build.query<Thread, RequestArgs>({
      query: (args) => `${base(args)}/messages`,
      providesTags: [OFFICE_TAG],
    }),
    officePostRequestMessage: build.mutation<ThreadMessage, RequestArgs & { body: NewMessageBody }>({
      query: ({ body, ...args }) => ({ url: `${base(args)}/messages`, method: 'POST', body }),
      invalidatesTags: refreshed,
    }),
    officeUploadRequestAttachment: build.mutation<Upload, RequestArgs & { file: File }>({
      query: ({ file, ...args }) => {
        const form = new FormData();
        form.append('file', file);
        return { url: `${base(args)}/attachments`, method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useOfficeGetOfficeOrderQuery,
  useOfficeGetOfficeCustomRequestQuery,
  useOfficeSendQuoteMutation,
  useOfficePreviewQuoteMailMutation,
  useOfficeActOnRequestMutation,
  useOfficeGetRequestThreadQuery,
  useOfficePostRequestMessageMutation,
  useOfficeUploadRequestAttachmentMutation,
} = officeRequestsApi;

/** A buyer's or the team's file, downloaded through the office. */
export function uploadUrl(id: string): string {
  return `/api/office/uploads/${encodeURIComponent(id)}`;
}
