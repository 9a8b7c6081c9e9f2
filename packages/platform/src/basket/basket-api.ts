import type { Basket } from '@shop/contracts';
import { api } from '../api/api.ts';
import { useMeQuery } from '../session/session-api.ts';

/**
 * The buyer's basket as the server holds it. Read here, in the shared runtime, because the shell's badge
 * shows it; remotes add their basket mutations with `invalidatesTags: ['Basket']` or `updateQueryData`.
 */
export const basketApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBasket: build.query<Basket, void>({
      query: () => '/basket',
      providesTags: ['Basket'],
    }),
  }),
});

export const { useGetBasketQuery } = basketApi;

/** Pieces in the basket for the badge: 0 for a visitor (who has no basket). */
export function useBasketCount(): number {
  const { data: me } = useMeQuery();
  const loggedIn = Boolean(me?.buyer);
  const { data } = useGetBasketQuery(undefined, { skip: !loggedIn });
  return loggedIn ? (data?.totalQuantity ?? 0) : 0;
}
