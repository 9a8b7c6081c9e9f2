import type { Profile } from '@shop/contracts';
import { api } from '@shop/platform';

/** The buyer's profile, read to prefill the delivery address (the account remote edits it). */
export const customMadeProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomMadeProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetCustomMadeProfileQuery } = customMadeProfileApi;
