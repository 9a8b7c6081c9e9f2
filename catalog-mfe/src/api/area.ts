import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as the catalogue extends it: its endpoints are named `catalog…`, so no other
 * area's names can meet them (decision 0030).
 */
export const catalogApi = areaApi('catalog');
