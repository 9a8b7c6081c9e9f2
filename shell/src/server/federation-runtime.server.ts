/**
 * The Module Federation runtime as the shell's server build sees it (aliased in build-config): the server
 * render loads no remote through it. A remote's page it renders comes from that remote's server build, which
 * the BFF hands to the render (remote-server-module.ts, given to RemotePage through `ServerRemotePages`);
 * any other remote page rejects here, and the BFF then sends that page without a first view.
 */
export function registerPlugins(_plugins: unknown[]): void {}

export function registerRemotes(_remotes: unknown[], _options?: unknown): void {}

export function loadRemote(id: string): Promise<never> {
  return Promise.reject(new Error(`${id}: no server build of this remote was given to the render`));
}
