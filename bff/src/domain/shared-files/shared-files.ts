import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { filesIn } from '../../lib/files-in.ts';
import { isPoolPath, POOL } from '../deployments/file-pool.ts';
import { deploymentStore } from '../deployments/store.ts';
import { BlobCache } from './blob-cache.ts';
import { isShared, type LocalFile, materializeFile, materializeFolder, shareFiles } from './shared-tree.ts';

type SharedFilesConfig = Pick<AppConfig, 'database' | 'dataDir' | 'photosDir'>;

const AREA = /^[a-z]+$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.+-]*$/;

/**
 * The files every instance must be able to serve — released frontends and product photos — and where they
 * live. On PostgreSQL they are written to the database (and this disk); an instance that lacks one on its
 * disk fetches it once, by content, through its blob cache. On SQLite one instance keeps them on its disk
 * and every method here finds them there.
 */
export interface SharedFiles {
  /** True on PostgreSQL: files written to the database, readable by every instance. */
  readonly inDatabase: boolean;
  /** This instance's copies of blobs by content hash (null on SQLite). */
  readonly cache: BlobCache | null;
  /** Makes sure a release's folder is on this disk before it is read or served. */
  ensureRelease(area: string, version: string): Promise<void>;
  /** Records a release folder (already in the deployment store) for every instance: one transaction. */
  shareRelease(area: string, version: string, dir: string): Promise<void>;
  /** Records files of an area's pool (paths below it) for every instance: one transaction. */
  sharePooled(area: string, files: readonly string[]): Promise<void>;
  /** Makes sure a file of an area's pool is on this disk (false when no instance has it). */
  ensurePooled(area: string, file: string): Promise<boolean>;
  /** Records photo files of `photosDir` (by name) for every instance: one transaction. */
  sharePhotos(names: readonly string[]): Promise<void>;
  /** Makes sure a photo file is in `photosDir` (false when no instance has it). */
  ensurePhoto(name: string): Promise<boolean>;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

export const releaseFolder = (area: string, version: string) => `deployments/${area}/${version}/`;
const poolFolder = (area: string) => `deployments/${area}/${POOL}/`;
export const photoPath = (name: string) => `photos/${name}`;

export function createSharedFiles(db: Kysely<Database>, config: SharedFilesConfig): SharedFiles {
  const inDatabase = config.database.kind === 'postgres';
  const cache = inDatabase ? new BlobCache(db, path.join(config.dataDir, 'blob-cache')) : null;
  const store = deploymentStore(config);
  /** Releases known to be on this disk (they never change once there), and fetches under way. */
  const present = new Set<string>();
  const fetching = new Map<string, Promise<void>>();

  async function fetchRelease(key: string, area: string, version: string): Promise<void> {
    const dir = path.join(store, area, version);
    if (!(await exists(dir)) && cache) await materializeFolder(db, cache, releaseFolder(area, version), dir);
    if (await exists(dir)) present.add(key);
  }

  return {
    inDatabase,
    cache,
    async ensureRelease(area, version) {
      const key = `${area}/${version}`;
      if (present.has(key) || !AREA.test(area) || !VERSION.test(version) || version === POOL) return;
      let pending = fetching.get(key);
      if (!pending) {
        pending = fetchRelease(key, area, version).finally(() => fetching.delete(key));
        fetching.set(key, pending);
      }
      await pending;
    },
    async shareRelease(area, version, dir) {
      const folder = releaseFolder(area, version);
      if (!inDatabase || (await isShared(db, folder))) return;
      const files: LocalFile[] = (await filesIn(dir)).map((rest) => ({
        path: `${folder}${rest}`,
        file: path.join(dir, rest),
      }));
      await shareFiles(db, files);
    },
    async sharePooled(area, files) {
      if (!inDatabase) return;
      const pool = path.join(store, area, POOL);
      await shareFiles(
        db,
        files.map((rest) => ({ path: `${poolFolder(area)}${rest}`, file: path.join(pool, rest) })),
      );
    },
    async ensurePooled(area, file) {
      if (!AREA.test(area) || !isPoolPath(file)) return false;
      const local = path.join(store, area, POOL, file);
      if (await exists(local)) return true;
      return cache ? materializeFile(db, cache, `${poolFolder(area)}${file}`, local) : false;
    },
    async sharePhotos(names) {
      if (!inDatabase) return;
      await shareFiles(
        db,
        names.map((name) => ({ path: photoPath(name), file: path.join(config.photosDir, name) })),
      );
    },
    async ensurePhoto(name) {
      const file = path.join(config.photosDir, name);
      if (await exists(file)) return true;
      return cache ? materializeFile(db, cache, photoPath(name), file) : false;
    },
  };
}
