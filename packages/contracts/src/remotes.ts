import { type Static, Type } from 'typebox';

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

export const RemoteEntrySchema = Type.Object({
  name: Type.Enum(REMOTE_NAMES),
  /** Absolute URL or a path on the BFF's origin, e.g. `/remotes/catalog/mf-manifest.json`. */
  manifestUrl: Type.String({ minLength: 1 }),
  version: Type.String(),
});
export type RemoteEntry = Static<typeof RemoteEntrySchema>;

export const RemoteRegistrySchema = Type.Object({ remotes: Type.Array(RemoteEntrySchema) });
export type RemoteRegistry = Static<typeof RemoteRegistrySchema>;
