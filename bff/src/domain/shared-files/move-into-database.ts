import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_FILE_PATTERN } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { filesIn } from '../../lib/files-in.ts';
import { POOL } from '../deployments/file-pool.ts';
import { deploymentStore } from '../deployments/store.ts';
import { storedFilePath } from '../uploads/storage.ts';
import { hashFile, putBlobFromFile } from './blobs.ts';
import { createSharedFiles, releaseFolder } from './shared-files.ts';
import { isShared } from './shared-tree.ts';

export interface MovedFiles {
  /** Uploads whose bytes went from `uploadsDir` into the database. */
  uploads: number;
  /** Uploads recorded without a blob whose file is not on this disk (lost before the move, or on another). */
  uploadsMissing: number;
  /** Release folders recorded for every instance. */
  releases: number;
  /** Product photo files recorded for every instance. */
  photos: number;
}

const PHOTO_FILE = new RegExp(PHOTO_FILE_PATTERN);
/** Photo files per transaction. */
const PHOTOS_AT_ONCE = 200;

const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
const names = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Moves what an instance kept on its own disk (`DATA_DIR`, before issue 29) into PostgreSQL, so that every
 * instance serves it: each upload's bytes in one transaction with its row's link to them (the file then
 * becomes this instance's cached copy), each release folder in one transaction, the product photos in
 * batches. Safe to run again and on each instance's data folder in turn: what is in the database already
 * is left as it is.
 */
export async function moveFilesIntoDatabase(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'database' | 'dataDir' | 'photosDir' | 'uploadsDir'>,
): Promise<MovedFiles> {
  const shared = createSharedFiles(db, config);
  const cache = shared.cache;
  if (!cache) throw new Error('files move into the database on PostgreSQL only (DATABASE_URL)');
  const moved: MovedFiles = { uploads: 0, uploadsMissing: 0, releases: 0, photos: 0 };

  const uploads = await db
    .selectFrom('uploads')
    .select(['id', 'storage_name'])
    .where('blob_hash', 'is', null)
    .execute();
  for (const upload of uploads) {
    const file = storedFilePath(config.uploadsDir, upload.storage_name);
    if (!(await isFile(file))) {
      moved.uploadsMissing += 1;
      continue;
    }
    const id = await hashFile(file);
    await db.transaction().execute(async (trx) => {
      await putBlobFromFile(trx, file, id);
      await trx.updateTable('uploads').set({ blob_hash: id.hash }).where('id', '=', upload.id).execute();
    });
    await cache.adopt(file, id.hash);
    moved.uploads += 1;
  }

  const store = deploymentStore(config);
  for (const area of await names(store)) {
    for (const version of await names(path.join(store, area))) {
      if (version === POOL) {
        // The area's pool: its files are shared one by one (a path already there is left as it is).
        await shared.sharePooled(area, await filesIn(path.join(store, area, POOL)));
        continue;
      }
      // `.incoming-…`: a copy the deploy tool had not finished.
      if (version.startsWith('.') || (await isShared(db, releaseFolder(area, version)))) continue;
      await shared.shareRelease(area, version, path.join(store, area, version));
      moved.releases += 1;
    }
  }

  const photos = (await names(config.photosDir)).filter((name) => PHOTO_FILE.test(name)).sort();
  for (let start = 0; start < photos.length; start += PHOTOS_AT_ONCE) {
    await shared.sharePhotos(photos.slice(start, start + PHOTOS_AT_ONCE));
  }
  moved.photos = photos.length;
  return moved;
}
