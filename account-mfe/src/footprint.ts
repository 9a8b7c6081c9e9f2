import type { DeclaredFootprint } from '@shop/contracts';

/**
 * What account (buyers' accounts, requests and their threads) adds to what every frontend on the page shares (decision 0030). Its build
 * records it in the manifest; deploy, preview and the shell refuse a release that adds a name another area's
 * live release adds. footprint.contract.test.ts checks it against what the code adds.
 */
export const FOOTPRINT = {
  endpoints: [
    'accountAnswerRequest',
    'accountGetAccountProfile',
    'accountGetMyCustomRequest',
    'accountGetMyCustomRequests',
    'accountGetMyOrderRequest',
    'accountGetMyOrderRequests',
    'accountGetMySampleRequests',
    'accountGetRequestThread',
    'accountLogin',
    'accountPostRequestMessage',
    'accountRegister',
    'accountReorderOrderRequest',
    'accountRequestPasswordReset',
    'accountResetPassword',
    'accountUpdateAccountProfile',
    'accountUploadAttachment',
  ],
  tags: ['accountRequestThread'],
  slices: [],
  namespaces: ['account'],
  routes: [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/profile',
    '/orders',
    '/orders/:reference',
  ],
  storageKeys: [],
  events: [],
  globalCss: [],
} as const satisfies DeclaredFootprint;
