import type { Profile } from '@shop/contracts';
import { api } from '@shop/platform';

/** The logged-in buyer's profile: business name and addresses. */
export const accountProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetAccountProfileQuery } = accountProfileApi;
