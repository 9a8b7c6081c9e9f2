import { REMOTE_ROUTES } from '@shop/contracts';
import { describeFootprint } from '@shop/platform/footprint-testing';
import { vi } from 'vitest';
import { FOOTPRINT } from './footprint.ts';
import { SHOP_ROUTES } from './routing/ShopRoutes.tsx';

/** The shell's own pages: the route table's others are the remotes'; `*` is its not-found page. */
const SHELL_ROUTES = SHOP_ROUTES.map((route) => route.path).filter(
  (path) => path !== '*' && !REMOTE_ROUTES.some((route) => route.path === path),
);

// The federation runtime is the host's entry's to create (index.ts); it adds no names to the page.
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async () => null,
}));

// What this area adds to the page every frontend shares is what it declares (decision 0030).
describeFootprint('shell', FOOTPRINT, {
  modules: import.meta.glob([
    './**/*.{ts,tsx}',
    '!./**/*.test.{ts,tsx}',
    '!./**/*.d.ts',
    '!./index.ts',
    '!./bootstrap.tsx',
    '!./paint-first.ts',
    '!./testing.ts',
  ]),
  sources: import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.d.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  routes: SHELL_ROUTES,
});
