import type { NewMessageBody, ThreadMessage } from '@shop/contracts';
import { type RequestThreadArgs, requestThreadApi, threadPath } from './get-request-thread.ts';

/** Writes to the team about a request (mailed to them); the thread is read again once it is stored. */
export const postRequestMessageApi = requestThreadApi.injectEndpoints({
  endpoints: (build) => ({
    postRequestMessage: build.mutation<ThreadMessage, RequestThreadArgs & { body: NewMessageBody }>({
      query: ({ body, ...thread }) => ({ url: threadPath(thread), method: 'POST', body }),
      invalidatesTags: (_result, error, { kind, reference }) =>
        error ? [] : [{ type: 'RequestThread', id: `${kind}/${reference}` }],
    }),
  }),
});

export const { usePostRequestMessageMutation } = postRequestMessageApi;
