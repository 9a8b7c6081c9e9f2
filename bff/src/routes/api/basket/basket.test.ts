import { type Basket, SIZES, type Upload } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  caller,
  postMultipart,
  registerBuyer,
  SHOP_REQUEST,
  type TestBuyer,
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

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  who = buyer,
) {
  return caller(app, who)(method, url, payload);
}

const add = (productId: string, quantities: Record<string, unknown>, addYourBrand?: boolean) =>
  call('POST', '/api/basket/lines', {
    productId,
    quantities,
    ...(addYourBrand === undefined ? {} : { addYourBrand }),
  });

describe('GET /api/basket', () => {
  it('starts empty', async () => {
    const response = await call('GET', '/api/basket');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      lines: [],
      totalQuantity: 0,
      totalPriceCents: 0,
      minimumOrder: { met: false, count: 0, min: 5, missing: 5 },
    });
  });

  it('is for logged-in buyers only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/basket' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('names products in the language asked for', async () => {
    await add('1', { S: 2 });
    const en = (await call('GET', '/api/basket')).json<Basket>();
    const gr = (await call('GET', '/api/basket?lang=gr')).json<Basket>();
    const accept = await app.inject({
      method: 'GET',
      url: '/api/basket',
      cookies: buyer.cookies,
      headers: { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' },
    });
    expect(en.lines[0]?.name).toBe('Red Tiered Maxi Dress');
    expect(gr.lines[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    expect(accept.json<Basket>().lines[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
  });

  it('keeps each buyer’s basket apart', async () => {
    await add('1', { S: 2 });
    const other = await registerBuyer(app);
    expect((await call('GET', '/api/basket', undefined, other)).json<Basket>().lines).toEqual([]);
  });
});

describe('POST /api/basket/lines', () => {
  it('adds a line with only the sizes above 0, priced in cents', async () => {
    const response = await add('1', { XS: 0, S: 2, M: 1 });
    expect(response.statusCode).toBe(200);
    const basket = response.json<Basket>();
    expect(basket.lines).toEqual([
      {
        productId: '1',
        name: 'Red Tiered Maxi Dress',
        image: expect.any(String),
        unitPriceCents: 2499,
        quantities: { S: 2, M: 1 },
        totalQuantity: 3,
        lineTotalCents: 7497,
        addYourBrand: false,
        brandLogo: null,
        // The team keeps no stock of this product: nothing is said, nothing is short.
        availability: SIZES.map((size) => ({ size, state: 'untracked' })),
        stockShortfalls: [],
      },
    ]);
    expect(basket).toMatchObject({
      totalQuantity: 3,
      totalPriceCents: 7497,
      minimumOrder: { met: false, missing: 2 },
    });
  });

  it('merges into the existing line: adds per size, overwrites addYourBrand', async () => {
    await add('1', { S: 2 }, true);
    const basket = (await add('1', { S: 1, L: 4 }, false)).json<Basket>();
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({
      quantities: { S: 3, L: 4 },
      totalQuantity: 7,
      addYourBrand: false,
    });
    expect(basket.minimumOrder.met).toBe(true);
  });

  it('keeps lines in the order they were added, with totals across products', async () => {
    await add('2', { M: 1 });
    const basket = (await add('1', { M: 2 })).json<Basket>();
    expect(basket.lines.map((l) => l.productId)).toEqual(['2', '1']);
    expect(basket.totalQuantity).toBe(3);
    expect(basket.totalPriceCents).toBe(basket.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
  });

  it('keeps that order for lines added within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00.000Z') });
    try {
      await add('3', { M: 1 });
      await add('2', { M: 1 });
      const basket = (await add('1', { M: 1 })).json<Basket>();
      expect(basket.lines.map((l) => l.productId)).toEqual(['3', '2', '1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to add nothing: no_items_selected', async () => {
    const response = await add('1', { S: 0, M: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('no_items_selected');
  });

  it('404s an unknown product', async () => {
    const response = await add('no-such-product', { S: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it.each([
    ['a quantity above 999', { productId: '1', quantities: { S: 1000 } }, 'quantities.S', 'out_of_range'],
    ['a negative quantity', { productId: '1', quantities: { S: -1 } }, 'quantities.S', 'out_of_range'],
    ['a fractional quantity', { productId: '1', quantities: { S: 1.5 } }, 'quantities.S', 'invalid_type'],
    ['a quantity as text', { productId: '1', quantities: { S: '5' } }, 'quantities.S', 'invalid_type'],
    ['an unknown size', { productId: '1', quantities: { XXL: 1 } }, 'quantities.XXL', 'unknown_field'],
    ['a missing productId', { quantities: { S: 1 } }, 'productId', 'required'],
    ['missing quantities', { productId: '1' }, 'quantities', 'required'],
    ['an extra field', { productId: '1', quantities: { S: 1 }, price: 1 }, 'price', 'unknown_field'],
    [
      'addYourBrand as text',
      { productId: '1', quantities: { S: 1 }, addYourBrand: 'yes' },
      'addYourBrand',
      'invalid_type',
    ],
  ])('refuses %s', async (_label, payload, field, code) => {
    const response = await call('POST', '/api/basket/lines', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('refuses a merge that would pass 999 of a size', async () => {
    await add('1', { S: 990 });
    const response = await add('1', { S: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'quantities.S': 'out_of_range' },
    });
    expect((await call('GET', '/api/basket')).json<Basket>().lines[0]?.quantities).toEqual({ S: 990 });
  });

  it('is for logged-in buyers only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/basket/lines',
      payload: { productId: '1', quantities: { S: 1 } },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/basket/lines/:productId', () => {
  beforeEach(async () => {
    await add('1', { S: 2, M: 3 }, true);
  });

  it('sets the given sizes and keeps the others', async () => {
    const response = await call('PATCH', '/api/basket/lines/1', { quantities: { M: 5, XL: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Basket>().lines[0]?.quantities).toEqual({ S: 2, M: 5, XL: 1 });
  });

  it('removes a size set to 0', async () => {
    const response = await call('PATCH', '/api/basket/lines/1', { quantities: { S: 0 } });
    expect(response.json<Basket>().lines[0]?.quantities).toEqual({ M: 3 });
  });

  it('refuses a change that would empty the line: basket_line_would_be_empty', async () => {
    const response = await call('PATCH', '/api/basket/lines/1', { quantities: { S: 0, M: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('basket_line_would_be_empty');
    expect((await call('GET', '/api/basket')).json<Basket>().lines[0]?.quantities).toEqual({ S: 2, M: 3 });
  });

  it('turns addYourBrand off', async () => {
    const response = await call('PATCH', '/api/basket/lines/1', { addYourBrand: false });
    expect(response.json<Basket>().lines[0]).toMatchObject({ addYourBrand: false, brandLogo: null });
  });

  it('refuses an empty change and out-of-range numbers', async () => {
    expect((await call('PATCH', '/api/basket/lines/1', {})).statusCode).toBe(400);
    const response = await call('PATCH', '/api/basket/lines/1', { quantities: { S: 1000 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'quantities.S': 'out_of_range' });
  });

  it('404s a product not in the basket', async () => {
    const response = await call('PATCH', '/api/basket/lines/2', { quantities: { S: 1 } });
    expect(response.statusCode).toBe(404);
  });

  it('404s another buyer’s line', async () => {
    const other = await registerBuyer(app);
    const response = await call('PATCH', '/api/basket/lines/1', { quantities: { S: 1 } }, other);
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/basket/lines/:productId and /api/basket', () => {
  it('removes one line', async () => {
    await add('1', { S: 2 });
    await add('2', { S: 2 });
    const response = await call('DELETE', '/api/basket/lines/1');
    expect(response.statusCode).toBe(200);
    expect(response.json<Basket>().lines.map((l) => l.productId)).toEqual(['2']);
  });

  it('404s a line that is not there', async () => {
    expect((await call('DELETE', '/api/basket/lines/1')).statusCode).toBe(404);
  });

  it('empties the basket', async () => {
    await add('1', { S: 2 });
    await add('2', { S: 2 });
    const response = await call('DELETE', '/api/basket');
    expect(response.statusCode).toBe(200);
    expect(response.json<Basket>()).toMatchObject({ lines: [], totalQuantity: 0 });
  });

  it('is for logged-in buyers only', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/basket', headers: SHOP_REQUEST })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/basket/lines/1', headers: SHOP_REQUEST })).statusCode,
    ).toBe(401);
  });
});

describe('brand logo of a line', () => {
  const uploadLogo = async (who = buyer) =>
    (
      await postMultipart(app, who, '/api/uploads', [
        { name: 'file', filename: 'our-logo.png', content: samples.png },
      ])
    ).json<Upload>();

  beforeEach(async () => {
    await add('1', { S: 5 });
  });

  it('attaches an upload as the logo and turns addYourBrand on', async () => {
    const logo = await uploadLogo();
    const response = await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: logo.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<Basket>().lines[0]).toMatchObject({
      addYourBrand: true,
      brandLogo: { id: logo.id, name: 'our-logo.png' },
    });
  });

  it('keeps the logo when more is added with addYourBrand on, drops it when turned off', async () => {
    const logo = await uploadLogo();
    await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: logo.id });
    expect((await add('1', { M: 1 }, true)).json<Basket>().lines[0]?.brandLogo?.id).toBe(logo.id);
    const off = await call('PATCH', '/api/basket/lines/1', { addYourBrand: false });
    expect(off.json<Basket>().lines[0]).toMatchObject({ addYourBrand: false, brandLogo: null });
  });

  it('detaches the logo', async () => {
    const logo = await uploadLogo();
    await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: logo.id });
    const response = await call('DELETE', '/api/basket/lines/1/brand-logo');
    expect(response.statusCode).toBe(200);
    expect(response.json<Basket>().lines[0]).toMatchObject({ addYourBrand: true, brandLogo: null });
  });

  it('404s another buyer’s upload, an unknown upload and a line not in the basket', async () => {
    const theirs = await uploadLogo(await registerBuyer(app));
    expect((await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: theirs.id })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: 'nope' })).statusCode).toBe(404);
    const mine = await uploadLogo();
    expect((await call('PUT', '/api/basket/lines/2/brand-logo', { uploadId: mine.id })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/basket/lines/2/brand-logo')).statusCode).toBe(404);
  });

  it('refuses a body without uploadId', async () => {
    const response = await call('PUT', '/api/basket/lines/1/brand-logo', { file: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ uploadId: 'required', file: 'unknown_field' });
  });
});

describe('bodies that are not JSON', () => {
  it('answers malformed JSON and other content types with 4xx, never 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/basket/lines',
      cookies: buyer.cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{"productId": "1", "quantities": {',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toEqual(expect.any(String));

    const text = await app.inject({
      method: 'POST',
      url: '/api/basket/lines',
      cookies: buyer.cookies,
      headers: { 'content-type': 'text/plain', ...SHOP_REQUEST },
      payload: 'productId=1',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('validation_failed');

    const xml = await app.inject({
      method: 'POST',
      url: '/api/basket/lines',
      cookies: buyer.cookies,
      headers: { 'content-type': 'application/xml', ...SHOP_REQUEST },
      payload: '<line/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });
});
