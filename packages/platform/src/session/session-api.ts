import type { MeResponse } from '@shop/contracts';
import { api } from '../api/api.ts';

/** Everything whose content depends on who is logged in (prices appear only for buyers). */
export const SESSION_DEPENDENT_TAGS = [
  'Session',
  'Profile',
  'Basket',
  'Orders',
  'Samples',
  'CustomRequests',
  'Products',
] as const;

/** The current session: read by the shell (user menu, badge) and every remote. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeResponse, void>({
      query: () => '/auth/me',
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
      // A visitor at once: the refetches this logout starts answer 401, and those must not read as an
      // expired session (which would send the buyer to /login instead of where the logout leads).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            sessionApi.util.upsertQueryEntries([
              { endpointName: 'me', arg: undefined, value: { buyer: null } },
            ]),
          );
        } catch {
          // Still logged in: nothing changes.
        }
      },
      invalidatesTags: [...SESSION_DEPENDENT_TAGS],
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = sessionApi;

/** The logged-in buyer, or null for a visitor (undefined while the first answer is on its way). */
export function useBuyer() {
  const { data, isLoading } = useMeQuery();
  return { buyer: data?.buyer ?? null, isLoading };
}
