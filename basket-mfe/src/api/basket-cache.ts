import type { Basket } from '@shop/contracts';
import { basketApi } from '@shop/platform';
import { basketRemoteApi } from './area.ts';

type CacheLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Basket }>;
};

/**
 * Every basket call answers with the whole basket: it replaces the cached copy the shell's badge reads,
 * so every remote sees the change at once. After a refusal the copy may be stale (another tab, another
 * device), so it is fetched again.
 */
export async function replaceCachedBasket(_arg: unknown, { dispatch, queryFulfilled }: CacheLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(basketApi.util.upsertQueryData('getBasket', undefined, data));
  } catch {
    dispatch(basketRemoteApi.util.invalidateTags(['Basket']));
  }
}
