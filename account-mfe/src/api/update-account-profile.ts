import type { Profile, ProfileUpdateBody } from '@shop/contracts';
import { accountApi } from './area.ts';
import { accountProfileApi } from './get-account-profile.ts';

/**
 * Changes the business name or an address. The answer is the whole profile, shown at once; the tags
 * refresh other remotes' copies (checkout's address) and `me` (the user menu shows the business name).
 */
export const updateAccountProfileApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountUpdateAccountProfile: build.mutation<Profile, ProfileUpdateBody>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(accountProfileApi.util.upsertQueryData('accountGetAccountProfile', undefined, data));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Profile', 'Session']),
    }),
  }),
});

export const { useAccountUpdateAccountProfileMutation } = updateAccountProfileApi;
