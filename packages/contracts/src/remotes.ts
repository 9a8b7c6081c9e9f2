/** The remotes the shell composes; each is deployed on its own. */
export const REMOTE_NAMES = ['catalog', 'basket', 'custom', 'account', 'office'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The frontends that add names to what a page shares (RTK Query endpoints and tags, slices, i18n namespaces,
 * storage keys, events): the shell and each remote. A name an area adds starts with the area's name.
 */
export const AREA_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type AreaName = (typeof AREA_NAMES)[number];

/**
 * Id of the `<script type="application/json">` in which the BFF puts the remote registry into the shell
 * page it serves (the body of `GET /api/remotes`), so the shell need not ask for it.
 */
export const REMOTE_REGISTRY_ELEMENT_ID = 'shop-remote-registry';

/** Federation container name of each remote (what its rsbuild config calls `name`). */
export const FEDERATION_NAME: Record<RemoteName, string> = {
  catalog: 'catalog_mfe',
  basket: 'basket_mfe',
  custom: 'custom_mfe',
  account: 'account_mfe',
  office: 'office_mfe',
};
