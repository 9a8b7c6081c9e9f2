import type { ResetPasswordBody } from '@shop/contracts';
import { accountApi } from './area.ts';

/**
 * Sets a new password with the e-mailed token. The BFF ends every session of the account, so the
 * cached `me` is refreshed (only `me`: other queries would answer 401 before it does).
 */
export const resetPasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountResetPassword: build.mutation<void, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useAccountResetPasswordMutation } = resetPasswordApi;
