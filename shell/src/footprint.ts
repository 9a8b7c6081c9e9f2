import type { DeclaredFootprint } from '@shop/contracts';

/**
 * What shell (the frame: layout, language, the contact form) adds to what every frontend on the page shares (decision 0030). Its build
 * records it in the manifest; deploy, preview and the shell refuse a release that adds a name another area's
 * live release adds. footprint.contract.test.ts checks it against what the code adds.
 */
export const FOOTPRINT = {
  endpoints: ['shellGetSearchSuggestions', 'shellGetWaitingCount', 'shellSendContactMessage'],
  tags: [],
  slices: ['shell'],
  namespaces: ['shell'],
  routes: ['/', '/about', '/how-it-works', '/contact'],
  storageKeys: ['shell.bannerDismissed', 'shell.language', 'shell.scrollPositions'],
  events: [],
  globalCss: ['@shop/ui/tokens.css', './frame.css'],
} as const satisfies DeclaredFootprint;
