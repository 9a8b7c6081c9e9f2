import { REQUEST_KIND_PATH, type RequestKind, type Thread } from '@shop/contracts';
import { accountApi } from './area.ts';

export interface RequestThreadArgs {
  kind: RequestKind;
  reference: string;
}

/** The thread's path in the BFF (`/api/orders/WS-…/messages`, `/api/custom-requests/CR-…/messages`). */
export function threadPath({ kind, reference }: RequestThreadArgs): string {
  return `/${REQUEST_KIND_PATH[kind]}/${encodeURIComponent(reference)}/messages`;
}

/** A message's file (the buyer's own or one the team attached for them), downloaded as the buyer. */
export function attachmentUrl(id: string): string {
  return `/api/uploads/${encodeURIComponent(id)}`;
}

/** The messages between the buyer and the team about one request, oldest first. */
export const requestThreadApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetRequestThread: build.query<Thread, RequestThreadArgs>({
      query: threadPath,
      providesTags: (_result, _error, { kind, reference }) => [
        { type: 'accountRequestThread', id: `${kind}/${reference}` },
      ],
    }),
  }),
});

export const { useAccountGetRequestThreadQuery } = requestThreadApi;
