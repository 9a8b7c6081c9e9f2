import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

/** Text files worth compressing: scripts, styles, manifests, SVG. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt)$/i;
/** Below this, compression saves less than a packet. */
export const MIN_BYTES = 1024;

/** A file as served: its path and the identity of its current content. */
export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

export function staticFileOf(filePath: string, stats: Pick<Stats, 'size' | 'mtimeMs' | 'ino'>): StaticFile {
  return { path: filePath, size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino };
}

function keyOf(file: StaticFile): string {
  return `${file.path}\u0000${file.size}\u0000${file.mtimeMs}\u0000${file.ino}`;
}

function isCompressible(file: StaticFile): boolean {
  return file.size >= MIN_BYTES && COMPRESSIBLE.test(file.path);
}

/**
 * Brotli at its best quality (11) for the built frontends' files, made once per file content and kept in
 * memory. Quality 11 is ≈ 15 % smaller than gzip -9 and than the on-the-fly zstd the compress plugin
 * uses, but far too slow to run per request: it runs in the background (zlib's thread pool), and until it
 * is done the file goes out compressed on the fly as before.
 *
 * A file is known by its path, size, modification time and inode, so a rewritten or replaced file is
 * never answered with the old file's bytes: it is simply compressed again.
 */
export class BrotliCache {
  readonly #maxBytes: number;
  /** Insertion order is use order: the first entry is the least recently used. */
  readonly #entries = new Map<string, Buffer>();
  readonly #pending = new Map<string, Promise<void>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The compressed bytes of exactly this content, if they are ready. */
  get(file: StaticFile): Buffer | undefined {
    const key = keyOf(file);
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Compresses the file in the background; the promise settles when it is cached (or skipped). */
  warm(file: StaticFile): Promise<void> {
    if (!isCompressible(file)) return Promise.resolve();
    const key = keyOf(file);
    if (this.#entries.has(key)) return Promise.resolve();
    const running = this.#pending.get(key);
    if (running) return running;
    const work = this.#compress(file, key).finally(() => this.#pending.delete(key));
    this.#pending.set(key, work);
    return work;
  }

  async #compress(file: StaticFile, key: string): Promise<void> {
    let content: Buffer;
    try {
      content = await readFile(file.path);
      // Read what the key names: a file changed in between is compressed on its next request instead.
      if (keyOf(staticFileOf(file.path, await stat(file.path))) !== key || content.length !== file.size)
        return;
    } catch {
      return; // gone or unreadable: it is served (or not) by the static plugin as before
    }
    const compressed = await brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (compressed.length >= content.length || compressed.length > this.#maxBytes) return;
    this.#entries.set(key, compressed);
    this.#bytes += compressed.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.length;
    }
  }
}

/** Whether an Accept-Encoding header accepts brotli (`br` or `*`, with a non-zero q). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}
