import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanFileName, FileTooLargeError, storeFile, UnsupportedFileTypeError } from './storage.ts';
import { samples } from './test-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stream delivering the bytes in small chunks, as a network would. */
function chunked(bytes: Buffer, size = 5): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
}

describe('storeFile', () => {
  it('stores an accepted file under a random name with its detected type', async () => {
    const stored = await storeFile(chunked(samples.png), dir, { maxBytes: 1000 });
    expect(stored).toMatchObject({ contentType: 'image/png', sizeBytes: samples.png.length });
    expect(stored.storageName).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(path.join(dir, stored.storageName))).toEqual(samples.png);
  });

  it('refuses a spoofed file and leaves nothing on disk', async () => {
    await expect(storeFile(chunked(samples.exe), dir, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a file shorter than any signature', async () => {
    await expect(
      storeFile(Readable.from([Buffer.from('%P')]), dir, { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a file above the limit and leaves nothing on disk', async () => {
    await expect(storeFile(chunked(samples.pdf), dir, { maxBytes: 20 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a stream the multipart limit truncated', async () => {
    await expect(
      storeFile(chunked(samples.jpeg), dir, { maxBytes: 1000, isTruncated: () => true }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('cleanFileName', () => {
  it('keeps the base name only, without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\logo.png')).toBe('logo.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
  });
});
