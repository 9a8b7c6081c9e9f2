import type { RegisterBody, SessionResponse } from '@shop/contracts';
import { SESSION_DEPENDENT_TAGS } from '@shop/platform';
import { accountApi } from './area.ts';

/** A new account is logged in at once: everything that depends on the session is refetched. */
export const registerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountRegister: build.mutation<SessionResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [...SESSION_DEPENDENT_TAGS],
    }),
  }),
});

export const { useAccountRegisterMutation } = registerApi;
