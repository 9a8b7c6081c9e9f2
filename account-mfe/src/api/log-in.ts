import type { LoginBody, SessionResponse } from '@shop/contracts';
import { SESSION_DEPENDENT_TAGS } from '@shop/platform';
import { accountApi } from './area.ts';

/** Logging in changes what every remote shows (prices, basket, orders): all of it is refetched. */
export const logInApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountLogin: build.mutation<SessionResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...SESSION_DEPENDENT_TAGS],
    }),
  }),
});

export const { useAccountLoginMutation } = logInApi;
