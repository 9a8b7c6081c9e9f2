import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as custom-made requests extends it: its endpoints are named `custom…`, so no other
 * area's names can meet them (decision 0030).
 */
export const customApi = areaApi('custom');
