import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Installed version of a package, read from its package.json (the workspace hoists one copy). */
export function installedVersion(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Packages every frontend shares as singletons: one React and one i18n per page. The router, Redux and
 * react-i18next are one per page too, but reach the remotes through @shop/platform (routing.ts,
 * store/redux.ts, i18n.ts): a shared module keeps all its exports, and most of theirs are ones the shop
 * never uses.
 */
export const SINGLETONS = ['react', 'react-dom', 'i18next', '@shop/platform', '@shop/ui'] as const;

/**
 * Subpath imports are not shared unless listed: without these a remote's `react/jsx-runtime` or
 * `react-dom/client` would bring a second copy.
 */
const PREFIXES = ['react/', 'react-dom/'] as const;

/**
 * Whether a request is one of the shared modules: a singleton by its name, or a subpath of react or
 * react-dom. Any other subpath (`@shop/ui/dialog`) is not shared: each build bundles its own copy.
 */
export function isShared(request: string): boolean {
  return (
    (SINGLETONS as readonly string[]).includes(request) ||
    PREFIXES.some((prefix) => request.startsWith(prefix))
  );
}

type SharedEntry = { singleton: true; requiredVersion: string; version: string; eager: boolean };

/**
 * The same packages and versions on the host and on every remote; `requiredVersion` is the installed
 * major (^x.y.z).
 *
 * `eager` is for the host only: its copies are then part of its first scripts (which its page preloads,
 * so the browser fetches them with the page; see paint-first.ts) instead of chunks the federation runtime
 * asks for once the entry has run — two round trips less before anything renders. The host provides every
 * singleton on every page anyway (loaded-first), so nothing is downloaded that would not have been. A
 * remote never sets it: its copies are fallbacks, fetched only if no host provided one.
 */
export function sharedTable({ eager = false }: { eager?: boolean } = {}): Record<string, SharedEntry> {
  const table: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    table[pkg] = { singleton: true, requiredVersion: `^${version}`, version, eager };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    const version = installedVersion(base);
    table[prefix] = { singleton: true, requiredVersion: `^${version}`, version, eager };
  }
  return table;
}
