import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  MAX_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
  type OfficeProduct,
  type OfficeProductList,
  photoUrl,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type caller, multipart, type Part, type TestStaff } from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { testDraft } from '../../../../domain/office-products/test-drafts.ts';

/**
 * A product's photos from the office: uploaded (checked by content, versions made and kept by content),
 * arranged with alt texts, removed; at most MAX_PRODUCT_PHOTOS; GIFs, PDFs and files over MAX_PHOTO_BYTES
 * refused. Photos leave the product's version as it is.
 */

let app: FastifyInstance;
let staff: TestStaff;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Kostas Photos';

beforeAll(async () => {
  ({ app, staff, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

let serial = 0;
async function newProduct(): Promise<OfficeProduct> {
  serial += 1;
  const response = await office('POST', '/api/office/products', testDraft({ code: `PH-${3000 + serial}` }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfficeProduct>();
}

/** A small JPEG of one colour (each colour a different photo, so a different key). */
function jpeg(red: number, size = { width: 300, height: 400 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

function upload(productId: string, parts: Part[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/office/products/${productId}/photos`,
    payload,
    headers,
    cookies: staff.cookies,
  });
}

const photoPart = (content: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  content,
  contentType,
});

async function added(productId: string, content: Buffer): Promise<OfficeProduct> {
  const response = await upload(productId, [photoPart(content)]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfficeProduct>();
}

function expectError(response: LightMyRequestResponse, status: number, code: string, fields?: object): void {
  expect(response.statusCode, response.body).toBe(status);
  const error = response.json<{ error: { code: string; message: string; fields?: object } }>().error;
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
}

async function auditActions(id: string): Promise<Array<{ action: string; staff_name: string }>> {
  return app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_name'])
    .where('subject_kind', '=', 'product')
    .where('subject_ref', '=', id)
    .orderBy('created_at', 'asc')
    .execute();
}

describe('POST /api/office/products/:id/photos', () => {
  it('adds a photo after the others, keeps its versions and shows the first in the list', async () => {
    const product = await newProduct();
    const first = await added(product.id, await jpeg(200));
    expect(first.photos).toEqual([
      {
        id: expect.any(String),
        key: expect.stringMatching(/^[0-9a-f]{24}$/),
        widths: [240],
        width: 300,
        height: 400,
        altEn: '',
        altGr: '',
      },
    ]);
    expect(first.version).toBe(1);
    const key = first.photos[0]?.key ?? '';
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const file = path.join(app.config.photosDir, path.basename(photoUrl(key, 240, format)));
      expect(existsSync(file), file).toBe(true);
    }
    const second = await added(product.id, await jpeg(40));
    expect(second.photos.map((photo) => photo.id)).toEqual([first.photos[0]?.id, second.photos[1]?.id]);
    const list = await office('GET', `/api/office/products?q=${product.code}`);
    expect(list.json<OfficeProductList>().items[0]?.photo?.id).toBe(first.photos[0]?.id);
    expect(await auditActions(product.id)).toEqual([
      { action: 'product.create', staff_name: STAFF_NAME },
      { action: 'product.photo_add', staff_name: STAFF_NAME },
      { action: 'product.photo_add', staff_name: STAFF_NAME },
    ]);
  });

  it('refuses a GIF and a PDF with 415 and a message saying what to send', async () => {
    const product = await newProduct();
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    for (const [content, name, type] of [
      [gif, 'anim.gif', 'image/gif'],
      [pdf, 'price-list.pdf', 'application/pdf'],
    ] as const) {
      const response = await upload(product.id, [photoPart(content, name, type)]);
      expectError(response, 415, 'unsupported_file_type', { file: 'unsupported_file_type' });
      expect(response.json().error.message).toMatch(/JPEG/);
    }
    const jpegNamedGif = await upload(product.id, [photoPart(await jpeg(10), 'really.gif', 'image/gif')]);
    expect(jpegNamedGif.statusCode, jpegNamedGif.body).toBe(201);
  });

  it(`refuses a file over ${MAX_PHOTO_BYTES / (1024 * 1024)} MB with 413`, async () => {
    const product = await newProduct();
    const huge = Buffer.concat([await jpeg(20), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expectError(await upload(product.id, [photoPart(huge)]), 413, 'payload_too_large', {
      file: 'file_too_large',
    });
    const stored = await app.db
      .selectFrom('product_photos')
      .select('id')
      .where('product_id', '=', product.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it(`refuses a photo past ${MAX_PRODUCT_PHOTOS} with 409 too_many_photos`, async () => {
    const product = await newProduct();
    const filler = Array.from({ length: MAX_PRODUCT_PHOTOS - 1 }, (_, index) => ({
      id: randomUUID(),
      product_id: product.id,
      position: index + 1,
      key: 'f'.repeat(24),
      width: 300,
      height: 400,
      widths: '[240]',
      created_at: new Date().toISOString(),
    }));
    await app.db.insertInto('product_photos').values(filler).execute();
    const last = await added(product.id, await jpeg(120));
    expect(last.photos).toHaveLength(MAX_PRODUCT_PHOTOS);
    expectError(await upload(product.id, [photoPart(await jpeg(121))]), 409, 'too_many_photos');
  });

  it('answers 400 without a file part or with another part, and 404 for an unknown product', async () => {
    const product = await newProduct();
    expectError(await upload(product.id, [{ name: 'note', value: 'hello' }]), 400, 'validation_failed', {
      note: 'unknown_field',
    });
    expectError(
      await upload(product.id, [photoPart(await jpeg(5), 'a.jpg'), photoPart(await jpeg(6), 'b.jpg')]),
      400,
      'validation_failed',
      { file: 'duplicate_value' },
    );
    expectError(
      await office('POST', `/api/office/products/${product.id}/photos`, {}),
      400,
      'validation_failed',
      {
        file: 'required',
      },
    );
    expectError(await upload('no-such-product', [photoPart(await jpeg(7))]), 404, 'not_found');
  });
});

describe('arranging and removing photos', () => {
  it('puts them in the order given with their alt texts, and removes one', async () => {
    const product = await newProduct();
    await added(product.id, await jpeg(80));
    const withTwo = await added(product.id, await jpeg(81));
    const [a, b] = withTwo.photos;
    if (!a || !b) throw new Error('two photos expected');
    const arranged = await office('PUT', `/api/office/products/${product.id}/photos`, {
      photosVersion: withTwo.photosVersion,
      photos: [
        { id: b.id, altEn: ' Back view ', altGr: 'Πίσω όψη' },
        { id: a.id, altEn: 'Front view', altGr: 'Μπροστινή όψη' },
      ],
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect(
      arranged.json<OfficeProduct>().photos.map(({ id, altEn, altGr }) => ({ id, altEn, altGr })),
    ).toEqual([
      { id: b.id, altEn: 'Back view', altGr: 'Πίσω όψη' },
      { id: a.id, altEn: 'Front view', altGr: 'Μπροστινή όψη' },
    ]);
    expect(arranged.json<OfficeProduct>().version).toBe(1);
    expect(arranged.json<OfficeProduct>().photosVersion).toBe(withTwo.photosVersion + 1);

    const removed = await office('DELETE', `/api/office/products/${product.id}/photos/${b.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<OfficeProduct>().photos.map((photo) => photo.id)).toEqual([a.id]);
    // The versions stay on disk: named by content, another product may show the same photo.
    const file = path.join(app.config.photosDir, path.basename(photoUrl(b.key, 240, 'jpeg')));
    expect(existsSync(file)).toBe(true);
    expectError(
      await office('DELETE', `/api/office/products/${product.id}/photos/${b.id}`),
      404,
      'not_found',
    );
    expect((await auditActions(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.photo_add',
      'product.photo_add',
      'product.photos_arrange',
      'product.photo_remove',
    ]);
  });

  it('refuses a list that is not exactly the current photos', async () => {
    const product = await newProduct();
    const [a] = (await added(product.id, await jpeg(90))).photos;
    const withTwo = await added(product.id, await jpeg(91));
    const [, b] = withTwo.photos;
    if (!a || !b) throw new Error('two photos expected');
    const arrange = (ids: string[]) =>
      office('PUT', `/api/office/products/${product.id}/photos`, {
        photosVersion: withTwo.photosVersion,
        photos: ids.map((id) => ({ id, altEn: '', altGr: '' })),
      });
    for (const ids of [[a.id], [a.id, a.id], [a.id, b.id, 'other'], [a.id, 'other']]) {
      expectError(await arrange(ids), 400, 'validation_failed', { photos: 'invalid_value' });
    }
    expectError(
      await office('PUT', '/api/office/products/no-such-product/photos', { photosVersion: 1, photos: [] }),
      404,
      'not_found',
    );
  });

  it('refuses an arrangement made before a colleague’s (409 naming who did what), overwriting nothing', async () => {
    const product = await newProduct();
    await added(product.id, await jpeg(95));
    const opened = await added(product.id, await jpeg(96));
    const [a, b] = opened.photos;
    if (!a || !b) throw new Error('two photos expected');
    const arrange = (altEn: string) =>
      office('PUT', `/api/office/products/${product.id}/photos`, {
        photosVersion: opened.photosVersion,
        photos: [
          { id: a.id, altEn, altGr: '' },
          { id: b.id, altEn: '', altGr: '' },
        ],
      });
    // A colleague saves first, from the same page state (same photos, other texts)…
    expect((await arrange('Their text')).statusCode).toBe(200);
    // …then this page: refused, the colleague's text kept.
    const stale = await arrange('My text');
    expectError(stale, 409, 'stale_photos');
    expect(stale.json().error.message).toMatch(
      /^The photos changed since you opened them \(Kostas Photos arranged the photos at \d\d:\d\d UTC\)/,
    );
    const now = (await office('GET', `/api/office/products/${product.id}`)).json<OfficeProduct>();
    expect(now.photos[0]?.altEn).toBe('Their text');
    // An upload or a removal since counts too.
    const afterUpload = await added(product.id, await jpeg(97));
    expect(afterUpload.photosVersion).toBe(now.photosVersion + 1);
  });
});
