import type { NewMessageBody, ThreadMessage } from '@shop/contracts';
import { accountApi } from './area.ts';
import { type RequestThreadArgs, threadPath } from './get-request-thread.ts';

/** Writes to the team about a request (mailed to them); the thread is read again once it is stored. */
export const postRequestMessageApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountPostRequestMessage: build.mutation<ThreadMessage, RequestThreadArgs & { body: NewMessageBody }>({
      query: ({ body, ...thread }) => ({ url: threadPath(thread), method: 'POST', body }),
      invalidatesTags: (_result, error, { kind, reference }) =>
        error ? [] : [{ type: 'accountRequestThread', id: `${kind}/${reference}` }],
    }),
  }),
});

export const { useAccountPostRequestMessageMutation } = postRequestMessageApi;
