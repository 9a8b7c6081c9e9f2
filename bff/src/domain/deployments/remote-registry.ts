import path from 'node:path';
import { REMOTE_NAMES, type RemoteEntry, type RemoteName } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { RemoteLocation } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { readJson } from '../../lib/read-json.ts';
import type { SharedFiles } from '../shared-files/shared-files.ts';
import { currentRelease, type Release } from './releases.ts';

/** Where the shell finds each remote at run time (design.md §2). */
export interface RemoteRegistry {
  /** Each remote's live release, or the preview given for it (a browser with a preview cookie). */
  list(previews?: readonly Release[]): Promise<RemoteEntry[]>;
}

function stringAt(value: unknown, ...keys: string[]): string | null {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current !== '' ? current : null;
}

/** The build's own version (MF writes it to metaData.buildInfo), else the package version. */
async function remoteVersion(remote: RemoteLocation): Promise<string> {
  const manifest = await readJson(path.join(remote.distDir, 'mf-manifest.json'));
  const built = stringAt(manifest, 'metaData', 'buildInfo', 'buildVersion');
  if (built) return built;
  const pkg = await readJson(path.join(remote.packageDir, 'package.json'));
  return stringAt(pkg, 'version') ?? '0.0.0';
}

/**
 * Registry from configuration: each remote is served by this BFF under `/remotes/<name>/` unless
 * `REMOTE_<NAME>_URL` points elsewhere (a dev server, a CDN). Read on every call, so a redeployed
 * remote's version shows without a restart. A later issue moves this into versioned deployments
 * in the database behind the same interface.
 */
export function createConfiguredRemoteRegistry(remotes: Record<RemoteName, RemoteLocation>): RemoteRegistry {
  return {
    async list() {
      return Promise.all(
        REMOTE_NAMES.map(async (name) => ({
          name,
          manifestUrl: remotes[name].manifestUrl ?? `/remotes/${name}/mf-manifest.json`,
          version: await remoteVersion(remotes[name]),
        })),
      );
    },
  };
}

/**
 * The registry as served: a remote's current release from the database (`npm run deploy|rollback`)
 * when it has one, else the configured location. Read on every request, so a deploy or a rollback
 * takes effect on the next page load without a restart, on every instance (`sharedFiles` puts a release
 * another instance published on this one's disk first).
 */
export function createRemoteRegistry(
  db: Kysely<Database>,
  remotes: Record<RemoteName, RemoteLocation>,
  sharedFiles?: Pick<SharedFiles, 'ensureRelease'>,
): RemoteRegistry {
  const configured = createConfiguredRemoteRegistry(remotes);
  return {
    async list(previews = []) {
      const defaults = await configured.list();
      return Promise.all(
        defaults.map(async (entry) => {
          const release =
            previews.find((preview) => preview.area === entry.name) ?? (await currentRelease(db, entry.name));
          if (!release) return entry;
          // On this instance's disk before the page (or its server render) reads the manifest.
          await sharedFiles?.ensureRelease(entry.name, release.version);
          return { name: entry.name, manifestUrl: release.location, version: release.version };
        }),
      );
    },
  };
}
