import type { Profile } from '@shop/contracts';
import { customApi } from './area.ts';

/** The buyer's profile, read to prefill the delivery address (the account remote edits it). */
export const customMadeProfileApi = customApi.injectEndpoints({
  endpoints: (build) => ({
    customGetCustomMadeProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useCustomGetCustomMadeProfileQuery } = customMadeProfileApi;
