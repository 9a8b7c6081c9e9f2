/** The remotes the shell composes; each is deployed on its own. */
export const REMOTE_NAMES = ['catalog', 'basket', 'custom', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container name of each remote (what its rsbuild config calls `name`). */
export const FEDERATION_NAME: Record<RemoteName, string> = {
  catalog: 'catalog_mfe',
  basket: 'basket_mfe',
  custom: 'custom_mfe',
  account: 'account_mfe',
};
