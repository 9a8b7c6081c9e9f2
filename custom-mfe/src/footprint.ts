import type { DeclaredFootprint } from '@shop/contracts';

/**
 * What custom (custom-made quote requests) adds to what every frontend on the page shares (decision 0030). Its build
 * records it in the manifest; deploy, preview and the shell refuse a release that adds a name another area's
 * live release adds. footprint.contract.test.ts checks it against what the code adds.
 */
export const FOOTPRINT = {
  endpoints: ['customGetCustomMadeProfile', 'customListCustomMadeRequests'],
  tags: [],
  slices: [],
  namespaces: ['custom'],
  routes: ['/custom-made'],
  storageKeys: ['custom.draft'],
  events: [],
  globalCss: [],
} as const satisfies DeclaredFootprint;
