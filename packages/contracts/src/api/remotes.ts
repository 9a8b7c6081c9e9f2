import { type Static, Type } from 'typebox';
import { PREVIEW_AREAS } from '../preview.ts';
import { REMOTE_NAMES } from '../remotes.ts';

export const RemoteEntrySchema = Type.Object({
  name: Type.Enum(REMOTE_NAMES),
  /** Absolute URL or a path on the BFF's origin, e.g. `/remotes/catalog/mf-manifest.json`. */
  manifestUrl: Type.String({ minLength: 1 }),
  version: Type.String(),
});
export type RemoteEntry = Static<typeof RemoteEntrySchema>;

export const RemoteRegistrySchema = Type.Object({ remotes: Type.Array(RemoteEntrySchema) });
export type RemoteRegistry = Static<typeof RemoteRegistrySchema>;

/** A release a browser previews (`GET /api/preview`): the area and the version it gets instead of the live one. */
export const ActivePreviewSchema = Type.Object({
  area: Type.Enum(PREVIEW_AREAS),
  version: Type.String(),
});

export const PreviewsSchema = Type.Object({ previews: Type.Array(ActivePreviewSchema) });
export type Previews = Static<typeof PreviewsSchema>;
