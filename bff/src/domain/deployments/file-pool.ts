import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesIn } from '../../lib/files-in.ts';
import { withRelativeUrls } from '../../lib/relative-urls.ts';
import { HASHED_NAME } from '../cache-policy.ts';

/**
 * An area's pool: `<store>/<area>/files/`, served as `/deployments/<area>/files/`. A remote's files whose
 * names carry their content hash live there, shared by all its releases, so a file a deploy did not change
 * keeps its URL and a returning buyer's browser keeps its cached copy (issue 30: a one-string catalogue
 * deploy re-downloaded the whole remote when every URL carried the release's version).
 */
export const POOL = 'files';

export const poolUrl = (area: string) => `/deployments/${area}/${POOL}/`;

/** Paths below a pool that may be asked for: no `..`, nothing but a built file's characters. */
export function isPoolPath(rest: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rest) && !rest.split('/').includes('..');
}

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Whether the pool holds a file of that name with other bytes (a name that does not follow its content). */
async function clashes(from: string, to: string): Promise<boolean> {
  if (!(await exists(to))) return false;
  return !(await readFile(from)).equals(await readFile(to));
}

/** Puts a file into the pool unless it is there (same name, same bytes): a hard link, else a copy. */
async function placeOnce(from: string, to: string): Promise<void> {
  if (await exists(to)) return;
  await mkdir(path.dirname(to), { recursive: true });
  const temporary = `${to}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await link(from, temporary).catch(() => copyFile(from, temporary));
    await rename(temporary, to);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** `remoteEntry.js` → `remoteEntry.<first 10 hex of its SHA-256>.js`: its pool name, unique per content. */
function hashedName(name: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}.${hash}${name.slice(dot)}` : `${name}.${hash}`;
}

/**
 * Puts a release's content-hashed files (not its server build) into the area's pool. Returns their paths,
 * or null when one of them clashes: a file whose name says it is one the pool has, but whose bytes differ
 * (a build edited after it was made) keeps the whole release to itself rather than be served another's.
 */
async function poolHashedFiles(store: string, area: string, releaseDir: string): Promise<string[] | null> {
  const pool = path.join(store, area, POOL);
  const hashed = (await filesIn(releaseDir)).filter(
    (rest) => !rest.startsWith('ssr/') && HASHED_NAME.test(path.posix.basename(rest)),
  );
  for (const rest of hashed) {
    if (await clashes(path.join(releaseDir, rest), path.join(pool, rest))) return null;
  }
  for (const rest of hashed) await placeOnce(path.join(releaseDir, rest), path.join(pool, rest));
  return hashed;
}

/**
 * Moves a remote release's content-hashed files (and its entry, under a hashed name) into the area's pool
 * and points the release's manifest at it (`metaData.publicPath`), so the federation runtime, the page's
 * preloads and the entry's own chunk loading all ask the pool. The release folder keeps the manifest, the
 * server build and everything else. A build with its own public path (for a CDN), or one whose file names
 * do not follow their bytes, is left as it is.
 * Returns the paths it put below the pool.
 */
export async function poolRemoteFiles(store: string, area: string, releaseDir: string): Promise<string[]> {
  const manifestFile = path.join(releaseDir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as RemoteManifest;
  const meta = manifest.metaData;
  const entry = meta?.remoteEntry;
  if (meta?.publicPath !== 'auto' || !entry?.name || entry.path) return [];
  const pooled = await poolHashedFiles(store, area, releaseDir);
  if (!pooled) return [];
  const entryFile = path.join(releaseDir, entry.name);
  const entryName = hashedName(entry.name, await readFile(entryFile));
  await placeOnce(entryFile, path.join(store, area, POOL, entryName));
  pooled.push(entryName);
  meta.publicPath = poolUrl(area);
  meta.remoteEntry = { ...entry, name: entryName };
  await writeFile(manifestFile, JSON.stringify(manifest));
  return pooled;
}

/**
 * Moves a shell release's content-hashed files (its scripts, stylesheet, lazily loaded chunks) into the
 * shell's pool and points its page at them: each relative `src`/`href` naming a pooled file becomes the
 * file's pool URL. The scripts find their chunks beside themselves (`assetPrefix: 'auto'`), so those load
 * from the pool too. A shell deploy then costs a returning buyer only the files it changed (issue 30).
 * The release keeps `index.html`, the favicon and the server build. Returns the paths it pooled.
 */
export async function poolShellFiles(store: string, releaseDir: string): Promise<string[]> {
  const pageFile = path.join(releaseDir, 'index.html');
  const pooled = await poolHashedFiles(store, 'shell', releaseDir);
  if (!pooled) return [];
  const inPool = new Set(pooled);
  const page = withRelativeUrls(await readFile(pageFile, 'utf8'), (url) =>
    inPool.has(url) ? `${poolUrl('shell')}${url}` : url,
  );
  await writeFile(pageFile, page);
  return pooled;
}
