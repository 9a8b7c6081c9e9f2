import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { deploymentStore } from '../domain/deployments/store.ts';
import { FileReads } from '../lib/file-reads.ts';
import { readJson } from '../lib/read-json.ts';

const MANIFEST_FILE = 'mf-manifest.json';

type ServedConfig = Pick<AppConfig, 'dataDir' | 'frontends'>;

/**
 * The folder a same-origin URL is served from, and the path below it: a remote's own build
 * (`/remotes/<name>/`) or a deployed version (`/deployments/`). Null for anything else (a CDN).
 */
function servedFolder(config: ServedConfig, url: string) {
  const local = /^\/remotes\/([a-z]+)\/(.*)$/.exec(url);
  if (local) {
    const remote = config.frontends.remotes[local[1] as keyof AppConfig['frontends']['remotes']];
    return remote ? { root: remote.distDir, rest: local[2] as string } : null;
  }
  const deployed = /^\/deployments\/(.*)$/.exec(url);
  return deployed ? { root: deploymentStore(config), rest: deployed[1] as string } : null;
}

/**
 * The file this BFF serves for a remote's manifest URL. Null for a manifest
 * served elsewhere (a CDN), or a path that would lead out of its folder (a registry entry is written by the
 * deploy tool, but a path is still never followed out).
 */
function servedManifestFile(config: ServedConfig, manifestUrl: string): string | null {
  if (!manifestUrl.endsWith(`/${MANIFEST_FILE}`)) return null;
  let url: string;
  try {
    url = decodeURIComponent(manifestUrl);
  } catch {
    return null;
  }
  const folder = servedFolder(config, url);
  if (!folder) return null;
  const root = path.resolve(folder.root);
  const file = path.resolve(root, folder.rest);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Manifests read, by file and modification time (a rebuilt or redeployed one is read again). */
const manifests = new FileReads(readJson);

/**
 * A remote's manifest as this BFF serves it, read from its file rather than requested from this BFF: a
 * request made in-process (`fastify.inject`) sends objects of other shapes through Fastify and Node's HTTP
 * code, and every real request was slower after it (`npm run bench -- load` after pages). Null when the
 * manifest is not served here, or cannot be read as JSON.
 */
export async function readServedManifest(
  config: ServedConfig,
  manifestUrl: string,
): Promise<{ file: string; manifest: unknown } | null> {
  const file = servedManifestFile(config, manifestUrl);
  if (!file) return null;
  const read = await manifests.read(file);
  return read === null ? null : { file, manifest: read.value };
}
