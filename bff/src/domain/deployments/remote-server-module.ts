import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_SERVER_MODULE, type RemoteEntry, type RemotePageSource, remoteRouteFor } from '@shop/contracts';
import type { AppConfig } from '../../config.ts';
import { deploymentStore } from './store.ts';

const MANIFEST = 'mf-manifest.json';

/**
 * The folder a same-origin manifest URL is served from, and the manifest's path below it: a remote's own
 * build (`/remotes/<name>/`) or a deployed version (`/deployments/`). Null for anything else (a CDN).
 */
function servedFolder(config: Pick<AppConfig, 'dataDir' | 'frontends'>, manifestUrl: string) {
  const local = /^\/remotes\/([a-z]+)\/(.*)$/.exec(manifestUrl);
  if (local) {
    const remote = config.frontends.remotes[local[1] as keyof AppConfig['frontends']['remotes']];
    return remote ? { root: remote.distDir, rest: local[2] as string } : null;
  }
  const deployed = /^\/deployments\/(.*)$/.exec(manifestUrl);
  return deployed ? { root: deploymentStore(config), rest: deployed[1] as string } : null;
}

/** Read server builds by file and modification time (a redeployed file is read again). */
const sources = new Map<string, Promise<{ code: string; manifest: unknown } | null>>();
const MAX_SOURCES = 16;

async function readSource(file: string, manifestFile: string, key: string) {
  let source = sources.get(key);
  if (!source) {
    source = Promise.all([readFile(file, 'utf8'), readFile(manifestFile, 'utf8')]).then(
      ([code, manifest]) => ({ code, manifest: JSON.parse(manifest) as unknown }),
      () => null,
    );
    if (sources.size >= MAX_SOURCES) sources.delete(sources.keys().next().value as string);
    sources.set(key, source);
  }
  return source;
}

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
  if (!route || !manifestUrl?.endsWith(`/${MANIFEST}`)) return null;
  const folder = servedFolder(config, decodeURIComponent(manifestUrl));
  if (!folder) return null;
  const manifestFile = path.resolve(folder.root, folder.rest);
  const file = path.resolve(path.dirname(manifestFile), REMOTE_SERVER_MODULE);
  // Only below the folder the BFF serves it from (a registry entry is written by the deploy tool, but
  // a path is still never followed out of its folder).
  if (!file.startsWith(path.resolve(folder.root) + path.sep)) return null;
  let modified: number;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const key = `${file}@${modified}`;
  const source = await readSource(file, manifestFile, key);
  return source && { remote: route.remote, module: route.module, key, ...source };
}
