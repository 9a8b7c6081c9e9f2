/**
 * The Module Federation runtime as the shell's server build sees it (aliased in build-config): remotes are
 * composed in the browser only, so the server render has none to load. It renders the shell's own pages;
 * a remote's page would reject here, and the BFF then sends that page without a first view.
 */
export function registerPlugins(_plugins: unknown[]): void {}

export function registerRemotes(_remotes: unknown[], _options?: unknown): void {}

export function loadRemote(id: string): Promise<never> {
  return Promise.reject(new Error(`${id}: remote pages are rendered in the browser, not on the server`));
}
