import {
  type CustomRequest,
  type Language,
  type Order,
  REQUEST_KIND_PATH,
  type RequestActionBody,
  type RequestKind,
} from '@shop/contracts';
import { accountApi } from './area.ts';

const TAGS = { order: 'Orders', custom: 'CustomRequests' } as const;

/** The request's API path: `/orders/WS-…` or `/custom-requests/CR-…` (under `/api`). */
export function requestPath(kind: RequestKind, reference: string): string {
  return `/${REQUEST_KIND_PATH[kind]}/${encodeURIComponent(reference)}`;
}

/** The current quote as a PDF, in the reader's language (the BFF renders it). */
export function quotePdfUrl(kind: RequestKind, reference: string, language: Language): string {
  return `/api${requestPath(kind, reference)}/quote.pdf?lang=${language}`;
}

export interface AnswerRequestArgs {
  kind: RequestKind;
  reference: string;
  language: Language;
  body: RequestActionBody;
}

/** A 409 means the request moved on (a new quote, an expired one): refetch it as well as after a success. */
function conflicted(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 409);
}

/**
 * The buyer's answer to a quote (accept with a delivery option, request changes, decline) or cancelling.
 * The request (details and lists) is refetched after it went through, and after a 409, so the page shows
 * how the request is now without a reload; after a change request, its thread too (the words are in it).
 */
export const answerRequestApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountAnswerRequest: build.mutation<Order | CustomRequest, AnswerRequestArgs>({
      query: ({ kind, reference, language, body }) => ({
        url: `${requestPath(kind, reference)}/actions?lang=${language}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { kind, reference, body }) => {
        if (error && !conflicted(error)) return [];
        // A change request's words are posted to the request's thread (decision 0031): read it again too.
        const thread = { type: 'accountRequestThread' as const, id: `${kind}/${reference}` };
        return body.action === 'request_changes' && !error ? [TAGS[kind], thread] : [TAGS[kind]];
      },
    }),
  }),
});

export const { useAccountAnswerRequestMutation } = answerRequestApi;
