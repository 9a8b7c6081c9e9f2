import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteUploads, insertUpload, type UploadRow } from '../../repositories/uploads.ts';
import type { BlobCache } from '../shared-files/blob-cache.ts';
import { BlobMissingError, putBlobFromFile, removeUnreferencedBlobs } from '../shared-files/blobs.ts';
import { removeStoredFile, storedFileExists, storedFilePath } from './storage.ts';

/**
 * Where an upload's bytes live. With a blob cache (PostgreSQL) they are a blob in the database, written in
 * the transaction that records the upload, and read by any instance through its cache; without one (SQLite)
 * they stay the file storeFile wrote in `dir`.
 */
export interface UploadFiles {
  db: Kysely<Database>;
  cache: BlobCache | null;
  /** Where storeFile writes (config.uploadsDir). */
  dir: string;
}

/**
 * Records a file storeFile wrote (its bytes hashing to `sha256`) as the upload `row`: on PostgreSQL the
 * bytes and the row in one transaction, the local file then kept as this instance's cached copy. Nothing is
 * left behind when it fails. Returns the row as recorded.
 */
export async function recordUpload(files: UploadFiles, row: UploadRow, sha256: string): Promise<UploadRow> {
  const { db, cache, dir } = files;
  try {
    if (!cache) {
      await insertUpload(db, row);
      return row;
    }
    const recorded = { ...row, blob_hash: sha256 };
    const local = storedFilePath(dir, row.storage_name);
    await db.transaction().execute(async (trx) => {
      await putBlobFromFile(trx, local, { hash: sha256, sizeBytes: row.size_bytes });
      await insertUpload(trx, recorded);
    });
    await cache.adopt(local, sha256);
    return recorded;
  } catch (err) {
    await removeStoredFile(dir, row.storage_name);
    throw err;
  }
}

/** The local file holding an upload's bytes (fetched into the cache first if need be); null when lost. */
export async function uploadFile(files: UploadFiles, row: UploadRow): Promise<string | null> {
  if (row.blob_hash === null) {
    return (await storedFileExists(files.dir, row.storage_name))
      ? storedFilePath(files.dir, row.storage_name)
      : null;
  }
  if (!files.cache) return null;
  try {
    return await files.cache.file(row.blob_hash);
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
}

/** Forgets uploads and their bytes (a blob stays while another upload or a shared file has the same bytes). */
export async function discardUploads(files: UploadFiles, rows: readonly UploadRow[]): Promise<void> {
  await deleteUploads(
    files.db,
    rows.map((row) => row.id),
  );
  await Promise.all(rows.map((row) => removeStoredFile(files.dir, row.storage_name)));
  const removed = await removeUnreferencedBlobs(
    files.db,
    rows.flatMap((row) => (row.blob_hash === null ? [] : [row.blob_hash])),
  );
  // No copy of bytes the shop no longer keeps stays on this disk.
  await Promise.all(
    removed.map((hash) => (files.cache ? rm(files.cache.fileOf(hash), { force: true }) : null)),
  );
}
