import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, type Upload } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  caller,
  postMultipart,
  registerBuyer,
  type TestBuyer,
  testEngine,
} from '../../../../test/index.ts';
import { samples } from '../../../domain/uploads/test-files.ts';

let app: FastifyInstance;
let buyer: TestBuyer;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  buyer = await registerBuyer(app);
});

const upload = (
  content: Buffer,
  filename = 'logo.png',
  contentType = 'image/png',
  who: TestBuyer | null = buyer,
) => postMultipart(app, who, '/api/uploads', [{ name: 'file', filename, content, contentType }]);

const cacheDir = () => path.join(app.config.dataDir, 'blob-cache');
const filesIn = async (dir: string) => readdir(dir).catch(() => [] as string[]);
/** Everything kept of uploads: files on this disk, and on PostgreSQL the blobs in the database. */
const storedFiles = async () => [
  ...(await filesIn(app.config.uploadsDir)),
  ...(await filesIn(cacheDir())),
  ...(await app.db.selectFrom('blobs').select('hash').execute()).map((row) => `blob ${row.hash}`),
];

describe('POST /api/uploads', () => {
  it.each([
    ['png', 'logo.png', 'image/png'],
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['webp', 'logo.webp', 'image/webp'],
    ['pdf', 'label.pdf', 'application/pdf'],
  ] as const)('stores a %s file, typed by its content', async (kind, filename, type) => {
    const response = await upload(samples[kind], filename, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    expect(response.json<Upload>()).toEqual({
      id: expect.any(String),
      name: filename,
      contentType: type,
      sizeBytes: samples[kind].length,
      createdAt: expect.any(String),
    });
  });

  it('stores files under random names (SQLite) or their content hash (PostgreSQL), outside the web root', async () => {
    await upload(samples.png, '../../evil.png');
    const [dir, name] =
      testEngine === 'postgres' ? [cacheDir(), /^[0-9a-f]{64}$/] : [app.config.uploadsDir, /^[0-9a-f]{32}$/];
    const files = await filesIn(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(name);
    expect(dir.startsWith(app.config.dataDir)).toBe(true);
  });

  it('refuses a spoofed file (an .exe renamed .png) with 415 and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload(samples.exe, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_file_type',
      fields: { file: 'unsupported_file_type' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['an SVG', samples.svg, 'logo.svg', 'image/svg+xml'],
    ['a GIF', samples.gif, 'logo.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'logo.png', 'image/png'],
  ])('refuses %s', async (_label, content, filename, type) => {
    const response = await upload(content, filename, type);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file above 10 MB with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([samples.png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      fields: { file: 'file_too_large' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - samples.pdf.length)]);
    const response = await upload(exact, 'label.pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json<Upload>().sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a file in another part and a missing file', async () => {
    const other = await postMultipart(app, buyer, '/api/uploads', [
      { name: 'avatar', filename: 'a.png', content: samples.png },
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ avatar: 'unknown_field' });

    const none = await postMultipart(app, buyer, '/api/uploads', [{ name: 'note', value: 'hi' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('validation_failed');
  });

  it('does not take a text part for a file (no naming someone else’s upload)', async () => {
    const response = await postMultipart(app, buyer, '/api/uploads', [
      { name: 'file', value: 'some-upload-id' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: 'required' });
  });

  it('refuses two files in one part', async () => {
    const before = await storedFiles();
    const response = await postMultipart(app, buyer, '/api/uploads', [
      { name: 'file', filename: 'a.png', content: samples.png },
      { name: 'file', filename: 'b.png', content: samples.png },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a JSON body', async () => {
    const response = await caller(app, buyer)('POST', '/api/uploads', { file: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('is for logged-in buyers only, before anything is stored', async () => {
    const before = await storedFiles();
    const response = await upload(samples.png, 'logo.png', 'image/png', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /api/uploads/:id', () => {
  it('serves the file to its owner with its detected type', async () => {
    const { id } = (await upload(samples.pdf, 'label.pdf', 'image/png')).json<Upload>();
    const response = await caller(app, buyer)('GET', `/api/uploads/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload).toEqual(samples.pdf);
  });

  it('404s for another buyer and 401s for a visitor', async () => {
    const { id } = (await upload(samples.png)).json<Upload>();
    const other = await registerBuyer(app);
    const response = await caller(app, other)('GET', `/api/uploads/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect((await caller(app, null)('GET', `/api/uploads/${id}`)).statusCode).toBe(401);
  });

  it('404s an unknown id', async () => {
    const response = await caller(app, buyer)('GET', '/api/uploads/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('malformed multipart bodies', () => {
  it('answers a broken multipart body with a 4xx JSON error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      cookies: buyer.cookies,
      headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
      payload: 'this is not multipart at all',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toEqual(expect.any(String));
  });

  it('answers too many file parts with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const parts = Array.from({ length: 9 }, (_, i) => ({
      name: 'file',
      filename: `${i}.png`,
      content: samples.png,
    }));
    const response = await postMultipart(app, buyer, '/api/uploads', parts);
    expect([400, 413]).toContain(response.statusCode);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file sent to a route that takes none, even from a visitor', async () => {
    const response = await postMultipart(app, null, '/api/contact', [
      { name: 'attachment', filename: 'a.png', content: samples.png },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ attachment: 'unknown_field' });
  });
});

it('404s an upload whose bytes went missing (on disk, or from the database and the cache)', async () => {
  // Bytes of their own: the blob is not shared with other tests' uploads.
  const { id } = (await upload(Buffer.concat([samples.png, Buffer.from(id32())]))).json<Upload>();
  const row = await app.db
    .selectFrom('uploads')
    .select(['storage_name', 'blob_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.blob_hash) {
    await app.db.deleteFrom('blob_chunks').where('hash', '=', row.blob_hash).execute();
    await rm(path.join(cacheDir(), row.blob_hash));
  } else {
    await rm(path.join(app.config.uploadsDir, row.storage_name));
  }
  expect((await caller(app, buyer)('GET', `/api/uploads/${id}`)).statusCode).toBe(404);
});

const id32 = () => randomBytes(16).toString('hex');
