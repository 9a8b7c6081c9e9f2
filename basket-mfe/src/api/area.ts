import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as the basket extends it: its endpoints are named `basket…`, so no other
 * area's names can meet them (decision 0030).
 */
export const basketRemoteApi = areaApi('basket');
