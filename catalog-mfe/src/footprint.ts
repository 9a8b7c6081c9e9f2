import type { DeclaredFootprint } from '@shop/contracts';

/**
 * What catalog (the catalogue's pages: products, samples, adding to the basket) adds to what every frontend on the page shares (decision 0030). Its build
 * records it in the manifest; deploy, preview and the shell refuse a release that adds a name another area's
 * live release adds. footprint.contract.test.ts checks it against what the code adds.
 */
export const FOOTPRINT = {
  endpoints: [
    'catalogAddBasketLine',
    'catalogAttachBrandLogo',
    'catalogGetAvailability',
    'catalogGetProduct',
    'catalogGetProducts',
    'catalogGetSamples',
    'catalogGetSearchSuggestions',
    'catalogRequestSample',
    'catalogUploadFile',
  ],
  tags: [],
  slices: [],
  namespaces: ['catalog'],
  routes: ['/ready-to-ship', '/product/:id'],
  storageKeys: [],
  events: [],
  globalCss: [],
} as const satisfies DeclaredFootprint;
