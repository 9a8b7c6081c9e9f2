import type { Profile } from '@shop/contracts';
import { basketRemoteApi } from './area.ts';

/** The buyer's profile, read to prefill the delivery address (the account remote edits it). */
export const checkoutProfileApi = basketRemoteApi.injectEndpoints({
  endpoints: (build) => ({
    basketGetCheckoutProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useBasketGetCheckoutProfileQuery } = checkoutProfileApi;
