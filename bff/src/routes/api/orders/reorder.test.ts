import type { Basket, Order, ReorderResult, Upload } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  postMultipart,
  registerBuyer,
  SHOP_REQUEST,
  type TestBuyer,
} from '../../../../test/index.ts';
import { samples } from '../../../domain/uploads/test-files.ts';

/**
 * "Order again" (`POST /api/orders/:reference/reorder`): the order's lines go into the basket by the basket's
 * add rules, in one transaction; what is no longer sold is listed, never dropped silently.
 */

let app: FastifyInstance;
let buyer: TestBuyer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  buyer = await registerBuyer(app, { businessName: 'Boutique Plaka' });
  call = caller(app, buyer);
});

const add = (productId: string, quantities: object, addYourBrand = false, who = call) =>
  who('POST', '/api/basket/lines', { productId, quantities, addYourBrand });

const submit = async (who = call): Promise<Order> => {
  const response = await who('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
};

const reorder = (reference: string, who = call, query = '') =>
  who('POST', `/api/orders/${encodeURIComponent(reference)}/reorder${query}`);

const basket = async () => (await call('GET', '/api/basket')).json<Basket>();

let productSerial = 0;

/** A product of its own (a copy of product 1, all sizes), so a test may change or delete it. */
async function newProduct(): Promise<string> {
  productSerial += 1;
  const id = `reorder-${productSerial}`;
  const seed = await app.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', '1')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('products')
    .values({
      ...seed,
      id,
      code: `WF-${9000 + productSerial}`,
      position: 9000 + productSerial,
      name_en: `Linen Wrap Dress ${id}`,
      name_gr: `Λινό κρουαζέ φόρεμα ${id}`,
    })
    .execute();
  return id;
}

describe('POST /api/orders/:reference/reorder', () => {
  it('puts the order’s lines, sizes, quantities and brand choice into an empty basket', async () => {
    await add('1', { S: 2, M: 1 }, true);
    await add('2', { L: 3 });
    const order = await submit();
    expect((await basket()).lines).toEqual([]);

    const response = await reorder(order.reference);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = response.json<ReorderResult>();
    expect(result.added).toEqual([
      { productId: '1', name: 'Red Tiered Maxi Dress', quantities: { S: 2, M: 1 }, totalQuantity: 3 },
      { productId: '2', name: expect.any(String), quantities: { L: 3 }, totalQuantity: 3 },
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.basket.lines).toEqual([
      expect.objectContaining({ productId: '1', quantities: { S: 2, M: 1 }, addYourBrand: true }),
      expect.objectContaining({ productId: '2', quantities: { L: 3 }, addYourBrand: false }),
    ]);
    expect(result.basket).toMatchObject({ totalQuantity: 6, minimumOrder: { met: true } });
    // The answer is the basket as the basket API holds it.
    expect(await basket()).toEqual(result.basket);
  });

  it('names the products in the language asked for', async () => {
    await add('1', { M: 5 });
    const order = await submit();
    const result = (await reorder(order.reference, call, '?lang=gr')).json<ReorderResult>();
    expect(result.added[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    expect(result.basket.lines[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
  });

  it('merges into a line already in the basket: quantities add up per size, the order’s brand choice wins', async () => {
    await add('1', { S: 2, M: 3 }, true);
    const order = await submit();
    await add('1', { M: 4, XL: 1 }, false);
    await add('3', { XS: 5 });

    const result = (await reorder(order.reference)).json<ReorderResult>();
    expect(result.added).toEqual([expect.objectContaining({ productId: '1', quantities: { S: 2, M: 3 } })]);
    expect(result.basket.lines).toEqual([
      expect.objectContaining({ productId: '1', quantities: { S: 2, M: 7, XL: 1 }, addYourBrand: true }),
      expect.objectContaining({ productId: '3', quantities: { XS: 5 } }),
    ]);
    expect(result.basket.totalQuantity).toBe(15);
  });

  it('may be done again: each time adds the order once more', async () => {
    await add('2', { S: 5 });
    const order = await submit();
    await reorder(order.reference);
    const second = (await reorder(order.reference)).json<ReorderResult>();
    expect(second.basket.lines).toEqual([expect.objectContaining({ productId: '2', quantities: { S: 10 } })]);
  });

  it('brings the order’s brand logo back while the file exists, and the brand choice without it after', async () => {
    const logo = (
      await postMultipart(app, buyer, '/api/uploads', [
        { name: 'file', filename: 'plaka-logo.png', content: samples.png },
      ])
    ).json<Upload>();
    await add('1', { S: 5 }, true);
    await call('PUT', '/api/basket/lines/1/brand-logo', { uploadId: logo.id });
    const order = await submit();

    const withLogo = (await reorder(order.reference)).json<ReorderResult>();
    expect(withLogo.basket.lines[0]).toMatchObject({
      addYourBrand: true,
      brandLogo: { id: logo.id, name: 'plaka-logo.png' },
    });

    await call('DELETE', '/api/basket');
    await app.db.deleteFrom('uploads').where('id', '=', logo.id).execute();
    const without = (await reorder(order.reference)).json<ReorderResult>();
    expect(without.basket.lines[0]).toMatchObject({ addYourBrand: true, brandLogo: null });
    expect(without.skipped).toEqual([]);
  });

  it('lists and skips a product that is no longer sold, and adds the rest', async () => {
    const gone = await newProduct();
    await add(gone, { S: 2, M: 2 });
    await add('2', { L: 3 });
    const order = await submit();
    await app.db.deleteFrom('products').where('id', '=', gone).execute();

    const response = await reorder(order.reference);
    expect(response.statusCode).toBe(200);
    const result = response.json<ReorderResult>();
    expect(result.skipped).toEqual([
      { productId: gone, name: `Linen Wrap Dress ${gone}`, reason: 'not_sold' },
    ]);
    expect(result.added.map((line) => line.productId)).toEqual(['2']);
    expect(result.basket.lines).toEqual([expect.objectContaining({ productId: '2', quantities: { L: 3 } })]);

    // The order's own name in Greek when the product is gone.
    await call('DELETE', '/api/basket');
    const greek = (await reorder(order.reference, call, '?lang=gr')).json<ReorderResult>();
    expect(greek.skipped[0]?.name).toBe(`Λινό κρουαζέ φόρεμα ${gone}`);
  });

  it('lists and skips a size that is no longer made, and adds the line’s other sizes', async () => {
    const changed = await newProduct();
    await add(changed, { XS: 1, M: 4, XL: 2 });
    const order = await submit();
    await app.db
      .updateTable('products')
      .set({ sizes: JSON.stringify(['S', 'M', 'L']) })
      .where('id', '=', changed)
      .execute();

    const result = (await reorder(order.reference)).json<ReorderResult>();
    expect(result.skipped).toEqual([
      {
        productId: changed,
        name: `Linen Wrap Dress ${changed}`,
        reason: 'size_not_sold',
        sizes: ['XS', 'XL'],
      },
    ]);
    expect(result.added).toEqual([
      { productId: changed, name: `Linen Wrap Dress ${changed}`, quantities: { M: 4 }, totalQuantity: 4 },
    ]);
    expect(result.basket.lines).toEqual([
      expect.objectContaining({ productId: changed, quantities: { M: 4 } }),
    ]);

    // No size left: the line is skipped altogether, nothing is added.
    await call('DELETE', '/api/basket');
    await app.db
      .updateTable('products')
      .set({ sizes: JSON.stringify(['S']) })
      .where('id', '=', changed)
      .execute();
    const none = (await reorder(order.reference)).json<ReorderResult>();
    expect(none.added).toEqual([]);
    expect(none.skipped).toEqual([
      expect.objectContaining({ reason: 'size_not_sold', sizes: ['XS', 'M', 'XL'] }),
    ]);
    expect(none.basket.lines).toEqual([]);
  });

  it('keeps a line as it is and lists it when a size would pass 999 pieces', async () => {
    await add('1', { S: 5 });
    await add('2', { M: 5 });
    const order = await submit();
    await add('1', { S: 998 });

    const result = (await reorder(order.reference)).json<ReorderResult>();
    expect(result.skipped).toEqual([
      expect.objectContaining({ productId: '1', reason: 'quantity_limit', sizes: ['S'] }),
    ]);
    expect(result.added.map((line) => line.productId)).toEqual(['2']);
    expect(result.basket.lines).toEqual([
      expect.objectContaining({ productId: '1', quantities: { S: 998 } }),
      expect.objectContaining({ productId: '2', quantities: { M: 5 } }),
    ]);
  });

  it('answers 404 for another buyer’s order and leaves both baskets alone', async () => {
    const other = await registerBuyer(app, { businessName: 'Boutique Kolonaki' });
    const otherCall = caller(app, other);
    await add('1', { S: 5 }, false, otherCall);
    const theirs = await submit(otherCall);

    const response = await reorder(theirs.reference);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect((await basket()).lines).toEqual([]);
    expect((await otherCall('GET', '/api/basket')).json<Basket>().lines).toEqual([]);
  });

  it('answers 404 for an unknown reference', async () => {
    const response = await reorder('WS-2026-999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers 401 to a visitor', async () => {
    await add('1', { S: 5 });
    const order = await submit();
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.reference}/reorder`,
      headers: SHOP_REQUEST,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

describe('POST /api/orders/:reference/reorder for a pending buyer', () => {
  let manual: FastifyInstance;

  beforeAll(async () => {
    manual = await buildTestApp({ buyerApproval: 'manual' });
  });
  afterAll(async () => {
    await manual.close();
  });

  it('answers 403 account_pending, like the other ordering routes', async () => {
    const pending = await registerBuyer(manual);
    expect(pending.buyer.approval).toBe('pending');
    const response = await caller(manual, pending)('POST', '/api/orders/WS-2026-000001/reorder');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('account_pending');
  });
});
