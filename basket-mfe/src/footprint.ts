import type { DeclaredFootprint } from '@shop/contracts';

/**
 * What basket (the basket, quick order and checkout) adds to what every frontend on the page shares (decision 0030). Its build
 * records it in the manifest; deploy, preview and the shell refuse a release that adds a name another area's
 * live release adds. footprint.contract.test.ts checks it against what the code adds.
 */
export const FOOTPRINT = {
  endpoints: [
    'basketAddQuickOrder',
    'basketAttachBrandLogo',
    'basketClearBasket',
    'basketDetachBrandLogo',
    'basketFindQuickOrderProducts',
    'basketGetCheckoutProfile',
    'basketGetOrderRequest',
    'basketRemoveBasketLine',
    'basketSubmitOrderRequest',
    'basketUpdateBasketLine',
  ],
  tags: [],
  slices: [],
  namespaces: ['basket'],
  routes: ['/basket', '/quick-order', '/checkout-success'],
  storageKeys: [],
  events: [],
  globalCss: [],
} as const satisfies DeclaredFootprint;
