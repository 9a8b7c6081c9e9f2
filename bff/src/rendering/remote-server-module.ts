import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_SERVER_MODULE,
  type RemoteEntry,
  type RemotePageSource,
  remoteRouteFor,
} from '@shop/contracts';
import type { AppConfig } from '../config.ts';
import { FileReads } from '../lib/file-reads.ts';
import { readServedManifest } from './served-manifest.ts';

/** Server builds read, by file and modification time (a redeployed one is read again). */
const sources = new FileReads((file) => readFile(file, 'utf8').catch(() => null));

/**
 * The server build of the remote page a path shows (`REMOTE_SERVER_MODULE` beside the manifest the registry
 * names for that remote), for the shell's server render; null when the path is no remote's page, the remote
 * is served from elsewhere, or it was built without one (the page then renders in the browser only).
 */
export async function remotePageSourceFor(
  config: Pick<AppConfig, 'dataDir' | 'frontends'>,
  registry: readonly RemoteEntry[],
  pathname: string,
): Promise<RemotePageSource | null> {
  const route = remoteRouteFor(pathname);
  const manifestUrl = registry.find((entry) => entry.name === route?.remote)?.manifestUrl;
  if (!route || !manifestUrl) return null;
  const served = await readServedManifest(config, manifestUrl);
  if (!served) return null;
  // Beside the manifest, so below the folder the BFF serves it from, as the manifest is.
  const file = path.join(path.dirname(served.file), REMOTE_SERVER_MODULE);
  const source = await sources.read(file);
  return source === null
    ? null
    : {
        remote: route.remote,
        module: route.module,
        key: source.key,
        code: source.value,
        manifest: served.manifest,
      };
}
