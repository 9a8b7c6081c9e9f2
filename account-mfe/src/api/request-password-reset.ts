import type { ForgotPasswordBody, ForgotPasswordResponse } from '@shop/contracts';
import { api } from '@shop/platform';

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export const requestPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<ForgotPasswordResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;
