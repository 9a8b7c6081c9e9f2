import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readBlobToFile } from './blobs.ts';

const HASH = /^[0-9a-f]{64}$/;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * This instance's copies of blobs, a file per content hash (`<dir>/<hash>`): a blob is fetched from the
 * database once, then read from the disk. Being keyed by content, a copy is never stale; the folder may be
 * emptied at any time (the next read fetches again).
 */
export class BlobCache {
  readonly dir: string;
  private readonly db: Kysely<Database>;
  /** Fetches under way, so that concurrent readers of a blob fetch it once. */
  private readonly fetching = new Map<string, Promise<string>>();

  constructor(db: Kysely<Database>, dir: string) {
    this.db = db;
    this.dir = dir;
  }

  fileOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error('invalid blob hash');
    return path.join(this.dir, hash);
  }

  /** The local file holding the blob, fetched first when this instance has no copy (BlobMissingError if none). */
  async file(hash: string): Promise<string> {
    const file = this.fileOf(hash);
    if (await exists(file)) return file;
    let fetching = this.fetching.get(hash);
    if (!fetching) {
      fetching = readBlobToFile(this.db, hash, file)
        .then(() => file)
        .finally(() => this.fetching.delete(hash));
      this.fetching.set(hash, fetching);
    }
    return fetching;
  }

  /** Makes a local file (whose bytes have that hash) this instance's copy of the blob: moved, not copied. */
  async adopt(file: string, hash: string): Promise<void> {
    const target = this.fileOf(hash);
    await mkdir(this.dir, { recursive: true });
    if (await exists(target)) await rm(file, { force: true });
    else await rename(file, target);
  }
}
