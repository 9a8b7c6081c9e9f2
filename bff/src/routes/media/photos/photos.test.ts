import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_FORMATS, PHOTO_MIME, photoUrl } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  registerBuyer,
  showPhotoOn,
  staffSession,
} from '../../../../test/index.ts';
import { type StoredPhoto, storePhoto } from '../../../domain/photos/photo-store.ts';
import { phoneJpeg } from '../../../domain/photos/test-photos.ts';

let app: FastifyInstance;
let photo: StoredPhoto;
beforeAll(async () => {
  app = await buildTestApp();
  photo = await storePhoto(await phoneJpeg(400, 500), app.config.photosDir);
  // A published product shows it: anyone may have it.
  await showPhotoOn(app.db, photo);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /media/photos/:file', () => {
  it('serves every version with its type, a year of caching and its ETag', async () => {
    expect(photo.widths).toEqual([240, 360]);
    for (const width of photo.widths) {
      for (const format of PHOTO_FORMATS) {
        const url = photoUrl(photo.key, width, format);
        const file = await readFile(path.join(app.config.photosDir, path.basename(url)));
        const res = await get(url, { 'accept-encoding': 'gzip, br' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers).toMatchObject({
          'content-type': PHOTO_MIME[format],
          'content-length': String(file.length),
          'cache-control': 'public, max-age=31536000, immutable',
          'cross-origin-resource-policy': 'cross-origin',
          'x-content-type-options': 'nosniff',
          etag: `"${path.basename(url)}"`,
        });
        // Already compressed: sent as it is.
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.rawPayload.equals(file)).toBe(true);
      }
    }
  });

  it('answers a HEAD without the body', async () => {
    const url = photoUrl(photo.key, 240, 'avif');
    const res = await app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 to a browser revalidating with the ETag', async () => {
    const url = photoUrl(photo.key, 360, 'webp');
    const etag = (await get(url)).headers.etag as string;
    const res = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for a well-formed name of no photo', async () => {
    for (const url of [photoUrl('0123456789abcdef01234567', 240, 'jpeg'), photoUrl(photo.key, 480, 'avif')]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such photo.' } });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 400 JSON for any other name, never touching the disk', async () => {
    for (const file of [
      `${photo.key}-240.png`,
      `${photo.key}-240.jpeg`,
      `${photo.key.toUpperCase()}-240.jpg`,
      `${photo.key}-2.jpg`,
      `..%2F..%2F${photo.key}-240.jpg`,
      `.${photo.key}-240.jpg.0a1b2c3d4e5f.tmp`,
      'photo.jpg',
    ]) {
      const res = await get(`/media/photos/${file}`);
      expect(res.statusCode, file).toBe(400);
      expect(res.json().error.code, file).toBe('validation_failed');
    }
  });
});

describe('a photo no published product shows', () => {
  it('answers 404 but to the team and a buyer who has it in a request, never in a shared cache', async () => {
    const draftsPhoto = await storePhoto(await phoneJpeg(420, 500), app.config.photosDir);
    const url = photoUrl(draftsPhoto.key, 240, 'jpeg');
    // Stored, on no product yet (an upload in the office), then on a draft.
    expect((await get(url)).statusCode).toBe(404);
    const created = await app.db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'published')
      .execute();
    expect(created.length).toBeGreaterThan(8);
    await app.db.updateTable('products').set({ status: 'draft' }).where('id', '=', '9').execute();
    await showPhotoOn(app.db, draftsPhoto, '9');
    expect((await get(url)).statusCode).toBe(404);
    const staff = await staffSession(app);
    const teams = await caller(app, staff)('GET', url);
    expect(teams.statusCode).toBe(200);
    expect(teams.headers['cache-control']).toBe('private, no-cache');

    // Published: a buyer orders it; hidden again, the buyer's order still shows its picture, others get 404.
    await app.db.updateTable('products').set({ status: 'published' }).where('id', '=', '9').execute();
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    await call('POST', '/api/basket/lines', { productId: '9', quantities: { M: 5 } });
    const order = await call('POST', '/api/orders', {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
    });
    expect(order.statusCode, order.body).toBe(201);
    await app.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', '9').execute();
    const line = (await call('GET', `/api/orders/${order.json().reference}`)).json().lines[0];
    expect(line.image).toMatch(new RegExp(`^/media/photos/${draftsPhoto.key}-`));
    expect((await call('GET', line.image)).statusCode).toBe(200);
    expect((await caller(app, await registerBuyer(app))('GET', line.image)).statusCode).toBe(404);
    expect((await get(line.image)).statusCode).toBe(404);
  });
});
