import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadContentType } from '@shop/contracts';
import { SNIFF_BYTES, sniffContentType } from './sniff.ts';

export class UnsupportedFileTypeError extends Error {
  constructor() {
    super('Only PNG, JPEG, WebP and PDF files are accepted.');
    this.name = 'UnsupportedFileTypeError';
  }
}

export class FileTooLargeError extends Error {
  constructor() {
    super('The file is too large.');
    this.name = 'FileTooLargeError';
  }
}

export interface StoredFile {
  storageName: string;
  contentType: UploadContentType;
  sizeBytes: number;
  /** SHA-256 of the bytes, hex: the blob they become on PostgreSQL. */
  sha256: string;
}

/**
 * Passes bytes through once the first ones are recognised, hashing them; fails the stream (so nothing more
 * is written) when they are not an accepted type, or when more than `maxBytes` arrive.
 */
class SniffingCounter extends Transform {
  contentType: UploadContentType | null = null;
  sizeBytes = 0;
  readonly digest = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sizeBytes += chunk.length;
    this.digest.update(chunk);
    if (this.sizeBytes > this.maxBytes) {
      callback(new FileTooLargeError());
    } else if (this.contentType) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < SNIFF_BYTES) callback();
      else this.releaseHead(callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.contentType) callback();
    else this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffContentType(head);
    if (this.contentType) callback(null, head);
    else callback(new UnsupportedFileTypeError());
  }
}

/**
 * Writes an incoming file under a random name in `dir` (outside the web root), checking its type
 * by content and its size on the way. Nothing is left on disk when it fails.
 * `isTruncated` reports a stream cut short by the multipart size limit.
 */
export async function storeFile(
  source: Readable,
  dir: string,
  options: { maxBytes: number; isTruncated?: () => boolean },
): Promise<StoredFile> {
  await mkdir(dir, { recursive: true });
  const storageName = randomBytes(16).toString('hex');
  const target = path.join(dir, storageName);
  const sniffer = new SniffingCounter(options.maxBytes);
  try {
    await pipeline(source, sniffer, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    if (options.isTruncated?.()) throw new FileTooLargeError();
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
  if (!sniffer.contentType) {
    await rm(target, { force: true });
    throw new UnsupportedFileTypeError();
  }
  return {
    storageName,
    contentType: sniffer.contentType,
    sizeBytes: sniffer.sizeBytes,
    sha256: sniffer.digest.digest('hex'),
  };
}

/** Stored names are 32 hex characters; anything else never reaches the file system. */
export function storedFilePath(dir: string, storageName: string): string {
  if (!/^[0-9a-f]{32}$/.test(storageName)) throw new Error('invalid storage name');
  return path.join(dir, storageName);
}

export async function storedFileExists(dir: string, storageName: string): Promise<boolean> {
  return access(storedFilePath(dir, storageName)).then(
    () => true,
    () => false,
  );
}

export async function removeStoredFile(dir: string, storageName: string): Promise<void> {
  await rm(storedFilePath(dir, storageName), { force: true });
}

/** A display name safe to keep and to put in a header: no path, no control characters, short. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const cleaned = printable.trim().slice(0, 200);
  return cleaned || 'file';
}
