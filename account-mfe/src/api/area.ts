import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as the buyer's account extends it: its endpoints are named `account…` and its cache tag `accountRequestThread`, so no other
 * area's names can meet them (decision 0030).
 */
export const accountApi = areaApi('account', ['accountRequestThread']);
