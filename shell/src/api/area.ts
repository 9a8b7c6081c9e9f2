import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as the shell extends it: its endpoints are named `shell…`, so no other
 * area's names can meet them (decision 0030).
 */
export const shellApi = areaApi('shell');
