import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** Bytes per `blob_chunks` row: a blob is written and read this much at a time, never whole in memory. */
export const BLOB_CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query when a blob is read back (1 MiB). */
const CHUNKS_PER_READ = 4;

export interface BlobId {
  /** SHA-256 of the bytes, hex. */
  hash: string;
  sizeBytes: number;
}

/** The SHA-256 and size of a file on disk, read as a stream. */
export async function hashFile(file: string): Promise<BlobId> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    sizeBytes += chunk.length;
  }
  return { hash: hash.digest('hex'), sizeBytes };
}

/**
 * Stores a file's bytes as the blob `id` (its hash, from hashFile) in `trx`, a chunk at a time, unless that
 * blob is there already (the same bytes are kept once). Run in the transaction that records what refers to
 * the blob, so the bytes and the row commit or roll back together; a concurrent writer of the same bytes
 * waits for this one's commit, then finds the blob.
 */
export async function putBlobFromFile(trx: Kysely<Database>, file: string, id: BlobId): Promise<void> {
  const inserted = await trx
    .insertInto('blobs')
    .values({ hash: id.hash, size_bytes: id.sizeBytes, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  if (!inserted) return;
  let seq = 0;
  for await (const chunk of createReadStream(file, {
    highWaterMark: BLOB_CHUNK_BYTES,
  }) as AsyncIterable<Buffer>) {
    await trx.insertInto('blob_chunks').values({ hash: id.hash, seq, data: chunk }).execute();
    seq += 1;
  }
}

/** A blob's bytes as a stream, CHUNKS_PER_READ chunks per query. */
export function readBlob(db: Kysely<Database>, hash: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += CHUNKS_PER_READ) {
      const rows = await db
        .selectFrom('blob_chunks')
        .select('data')
        .where('hash', '=', hash)
        .where('seq', '>=', seq)
        .where('seq', '<', seq + CHUNKS_PER_READ)
        .orderBy('seq')
        .execute();
      for (const row of rows) yield row.data;
      if (rows.length < CHUNKS_PER_READ) return;
    }
  }
  return Readable.from(chunks());
}

export class BlobMissingError extends Error {
  constructor(hash: string) {
    super(`blob ${hash} is not in the database, or its bytes do not match its hash`);
    this.name = 'BlobMissingError';
  }
}

/**
 * Writes a blob into `file`: streamed to a temporary name beside it, checked against its hash and size, then
 * renamed, so a reader never sees a partial file. Throws BlobMissingError when the blob is not there.
 */
export async function readBlobToFile(db: Kysely<Database>, hash: string, file: string): Promise<void> {
  const blob = await db.selectFrom('blobs').select('size_bytes').where('hash', '=', hash).executeTakeFirst();
  if (!blob) throw new BlobMissingError(hash);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const digest = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      readBlob(db, hash),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          digest.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
    );
    if (digest.digest('hex') !== hash || size !== Number(blob.size_bytes)) throw new BlobMissingError(hash);
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/**
 * Deletes the named blobs that nothing refers to any more (no upload, no shared file); their chunks go with
 * them. Returns the hashes deleted. A blob someone refers to meanwhile is kept (the foreign key refuses its deletion; nothing is lost).
 */
export async function removeUnreferencedBlobs(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const removed = await db
    .deleteFrom('blobs')
    .where('hash', 'in', [...new Set(hashes)])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('uploads').select('uploads.id').whereRef('uploads.blob_hash', '=', 'blobs.hash')),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shared_files')
            .select('shared_files.path')
            .whereRef('shared_files.blob_hash', '=', 'blobs.hash'),
        ),
      ),
    )
    .returning('hash')
    .execute();
  return removed.map((row) => row.hash);
}
