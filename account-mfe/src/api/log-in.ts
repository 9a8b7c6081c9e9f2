import type { LoginBody, SessionResponse } from '@shop/contracts';
import { api, SESSION_DEPENDENT_TAGS } from '@shop/platform';

/** Logging in changes what every remote shows (prices, basket, orders): all of it is refetched. */
export const logInApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...SESSION_DEPENDENT_TAGS],
    }),
  }),
});

export const { useLoginMutation } = logInApi;
