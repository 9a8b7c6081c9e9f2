import type { ForgotPasswordBody, ForgotPasswordResponse } from '@shop/contracts';
import { accountApi } from './area.ts';

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export const requestPasswordResetApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountRequestPasswordReset: build.mutation<ForgotPasswordResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useAccountRequestPasswordResetMutation } = requestPasswordResetApi;
