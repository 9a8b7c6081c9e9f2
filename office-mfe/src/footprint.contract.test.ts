import { REMOTE_ROUTES } from '@shop/contracts';
import { describeFootprint } from '@shop/platform/footprint-testing';
import { FOOTPRINT } from './footprint.ts';

// What this area adds to the page every frontend shares is what it declares (decision 0030).
describeFootprint('office', FOOTPRINT, {
  modules: import.meta.glob([
    './**/*.{ts,tsx}',
    '!./**/*.test.{ts,tsx}',
    '!./**/*.d.ts',
    '!./index.ts',
    '!./standalone.tsx',
    '!./testing/**',
  ]),
  sources: import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.d.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  routes: REMOTE_ROUTES.filter((route) => route.remote === 'office').map((route) => route.path),
});
