import type { RegisterBody, SessionResponse } from '@shop/contracts';
import { api, SESSION_DEPENDENT_TAGS } from '@shop/platform';

/** A new account is logged in at once: everything that depends on the session is refetched. */
export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<SessionResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [...SESSION_DEPENDENT_TAGS],
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
