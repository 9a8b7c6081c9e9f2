import type { Profile } from '@shop/contracts';
import { accountApi } from './area.ts';

/** The logged-in buyer's profile: business name and addresses. */
export const accountProfileApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetAccountProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useAccountGetAccountProfileQuery } = accountProfileApi;
