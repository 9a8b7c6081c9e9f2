import type { Thread } from '@shop/contracts';
import { accountApi } from './area.ts';

/** Which of the buyer's requests a thread belongs to: an order request or a custom-made request. */
export type ThreadKind = 'orders' | 'custom-requests';

export interface RequestThreadArgs {
  kind: ThreadKind;
  reference: string;
}

/** The thread's path in the BFF (`/api/orders/WS-…/messages`, `/api/custom-requests/CR-…/messages`). */
export function threadPath({ kind, reference }: RequestThreadArgs): string {
  return `/${kind}/${encodeURIComponent(reference)}/messages`;
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
