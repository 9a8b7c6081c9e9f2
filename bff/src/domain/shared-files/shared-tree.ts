import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import type { BlobCache } from './blob-cache.ts';
import { type BlobId, hashFile, putBlobFromFile } from './blobs.ts';

/** A file on this disk and the shared path it is known by (`deployments/<area>/<version>/<file>`, `photos/<file>`). */
export interface LocalFile {
  path: string;
  file: string;
}

/**
 * Puts files into the database under their shared paths, all in one transaction (a release is there whole or
 * not at all). The bytes of each are hashed before the transaction opens, so it holds its locks only while
 * writing; a path already shared keeps its blob (shared paths name immutable content).
 */
export async function shareFiles(db: Kysely<Database>, files: readonly LocalFile[]): Promise<void> {
  if (files.length === 0) return;
  const hashed: (LocalFile & { id: BlobId })[] = [];
  for (const entry of files) hashed.push({ ...entry, id: await hashFile(entry.file) });
  await db.transaction().execute(async (trx) => {
    for (const { path: shared, file, id } of hashed) {
      await putBlobFromFile(trx, file, id);
      await trx
        .insertInto('shared_files')
        .values({ path: shared, blob_hash: id.hash, created_at: nowIso() })
        .onConflict((conflict) => conflict.column('path').doNothing())
        .execute();
    }
  });
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** The shared files below a folder path (ending in `/`), with their paths below it. */
async function filesBelow(db: Kysely<Database>, folder: string) {
  const rows = await db
    .selectFrom('shared_files')
    .select(['path', 'blob_hash'])
    .where(sql<boolean>`path like ${likePrefix(folder)} escape '\\'`)
    .execute();
  return rows.map((row) => ({ rest: row.path.slice(folder.length), hash: row.blob_hash }));
}

/** Whether anything is shared below a folder path. */
export async function isShared(db: Kysely<Database>, folder: string): Promise<boolean> {
  const row = await db
    .selectFrom('shared_files')
    .select('path')
    .where(sql<boolean>`path like ${likePrefix(folder)} escape '\\'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A hard link to the cached copy (no bytes copied), or a copy where the two are on different disks. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Puts the shared folder `folder` (a path ending in `/`) on this disk as `target`, its files taken from the
 * blob cache: built under a temporary name and renamed, so the folder is there whole or not at all. False
 * when nothing is shared there. A path that would lead out of the target is refused.
 */
export async function materializeFolder(
  db: Kysely<Database>,
  cache: BlobCache,
  folder: string,
  target: string,
): Promise<boolean> {
  const files = await filesBelow(db, folder);
  if (files.length === 0) return false;
  const temporary = `${target}.${randomBytes(6).toString('hex')}.incoming`;
  const root = path.resolve(temporary);
  try {
    for (const { rest, hash } of files) {
      const to = path.resolve(root, rest);
      if (!to.startsWith(root + path.sep))
        throw new Error(`shared path ${folder}${rest} leads out of its folder`);
      await place(await cache.file(hash), to);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temporary, target).catch(async (err: NodeJS.ErrnoException) => {
      // Another request of this instance put it there first: the same bytes.
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  return true;
}

/** Puts one shared file on this disk as `target` (same contract as materializeFolder). */
export async function materializeFile(
  db: Kysely<Database>,
  cache: BlobCache,
  shared: string,
  target: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shared_files')
    .select('blob_hash')
    .where('path', '=', shared)
    .executeTakeFirst();
  if (!row) return false;
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await place(await cache.file(row.blob_hash), temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
  return true;
}
