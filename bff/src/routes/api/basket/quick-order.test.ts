import type { ApiError, Basket, QuickOrderProducts, QuickOrderResult } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, type TestBuyer } from '../../../../test/index.ts';
import { forgetCatalogue } from '../../../repositories/products.ts';

let app: FastifyInstance;
let buyer: TestBuyer;

beforeAll(async () => {
  app = await buildTestApp();
  // A product made in three sizes only (the seeded ones are made in all five).
  const seed = await app.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', '2')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('products')
    .values({
      ...seed,
      id: 'quick-1',
      code: 'WF-8001',
      position: 8001,
      sizes: JSON.stringify(['S', 'M', 'L']),
      name_en: 'Linen Wrap Dress',
      name_gr: 'Λινό κρουαζέ φόρεμα',
    })
    .execute();
  forgetCatalogue(app.db);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  buyer = await registerBuyer(app);
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: TestBuyer | null = buyer) =>
  caller(app, who)(method, url, payload);
const quickOrder = (lines: unknown[], who: TestBuyer | null = buyer, query = '') =>
  call('POST', `/api/basket/quick-order${query}`, { lines }, who);
const basket = async () => (await call('GET', '/api/basket')).json<Basket>();

describe('POST /api/basket/quick-order', () => {
  it('adds every line in one go, merging with the basket by the add rules', async () => {
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 2 }, addYourBrand: true });
    const response = await quickOrder([
      { code: 'WF-1001', quantities: { S: 1, L: 4 } },
      { code: ' wf-1003 ', quantities: { XS: 0, M: 6 } },
      { code: 'WF-8001', quantities: { L: 2 } },
      // The same code twice adds up like two add-to-basket calls.
      { code: 'WF-1003', quantities: { M: 1 } },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<QuickOrderResult>();
    expect(answer.added).toEqual([
      {
        productId: '1',
        code: 'WF-1001',
        name: 'Red Tiered Maxi Dress',
        quantities: { S: 1, L: 4 },
        totalQuantity: 5,
      },
      { productId: '3', code: 'WF-1003', name: expect.any(String), quantities: { M: 6 }, totalQuantity: 6 },
      {
        productId: 'quick-1',
        code: 'WF-8001',
        name: 'Linen Wrap Dress',
        quantities: { L: 2 },
        totalQuantity: 2,
      },
      { productId: '3', code: 'WF-1003', name: expect.any(String), quantities: { M: 1 }, totalQuantity: 1 },
    ]);
    expect(answer.basket.lines.map((l) => [l.productId, l.quantities, l.addYourBrand])).toEqual([
      // The existing line keeps its addYourBrand; quantities add up per size.
      ['1', { S: 3, L: 4 }, true],
      ['3', { M: 7 }, false],
      ['quick-1', { L: 2 }, false],
    ]);
    expect(answer.basket.totalQuantity).toBe(16);
    expect(await basket()).toEqual(answer.basket);
  });

  it('names products in the language asked for', async () => {
    const answer = (
      await quickOrder([{ code: 'WF-1001', quantities: { S: 1 } }], buyer, '?lang=gr')
    ).json<QuickOrderResult>();
    expect(answer.added[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    expect(answer.basket.lines[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
  });

  it('refuses the whole order when any line is bad, naming every problem, and adds nothing', async () => {
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 2 } });
    const before = await basket();
    const response = await quickOrder([
      { code: 'WF-1002', quantities: { M: 2 } },
      { code: 'WF-0000', quantities: { M: 2 } },
      { code: 'WF-8001', quantities: { XS: 1, M: 1, XL: 3 } },
      { code: 'WF-1004', quantities: { S: 5.5, M: -1, L: 1000 } },
      { code: 'WF-1005', quantities: {} },
      { code: '', quantities: { S: 1 } },
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiError>();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toMatch(/nothing was added/);
    expect(error.fields).toEqual({
      'lines.1.code': 'unknown_code',
      'lines.2.quantities.XS': 'size_not_sold',
      'lines.2.quantities.XL': 'size_not_sold',
      'lines.3.quantities.S': 'decimal_quantity',
      'lines.3.quantities.M': 'invalid_quantity',
      'lines.3.quantities.L': 'over_limit',
      'lines.4.code': 'no_quantities',
      'lines.5.code': 'missing_code',
    });
    expect(await basket()).toEqual(before);
  });

  it('refuses a size passing 999 with what the basket holds, and rolls back the lines before it', async () => {
    await call('POST', '/api/basket/lines', { productId: '2', quantities: { M: 990 } });
    const before = await basket();
    const response = await quickOrder([
      { code: 'WF-1001', quantities: { S: 3 } },
      { code: 'WF-1002', quantities: { M: 5, L: 1 } },
      { code: 'WF-1002', quantities: { M: 5 } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.fields).toEqual({ 'lines.2.quantities.M': 'over_limit' });
    expect(await basket()).toEqual(before);
  });

  it('takes at most 100 lines and no unknown sizes or fields', async () => {
    const many = Array.from({ length: 101 }, () => ({ code: 'WF-1001', quantities: { S: 1 } }));
    const tooMany = await quickOrder(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiError>().error.fields).toEqual({ lines: 'out_of_range' });
    expect((await quickOrder([])).statusCode).toBe(400);
    const xxl = await quickOrder([{ code: 'WF-1001', quantities: { XXL: 1 } }]);
    expect(xxl.statusCode).toBe(400);
    expect(xxl.json<ApiError>().error.fields).toEqual({ 'lines.0.quantities.XXL': 'unknown_field' });
    expect((await quickOrder([{ code: 'WF-1001', quantities: { S: '2' } }])).statusCode).toBe(400);
    expect((await basket()).lines).toEqual([]);
    const hundred = await quickOrder(many.slice(0, 100));
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json<QuickOrderResult>().basket.lines[0]?.quantities).toEqual({ S: 100 });
  });

  it('is for logged-in buyers: 401 for a visitor', async () => {
    const response = await quickOrder([{ code: 'WF-1001', quantities: { S: 1 } }], null);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().error.code).toBe('unauthenticated');
  });
});

describe('a buyer waiting for approval (BUYER_APPROVAL=manual)', () => {
  let manual: FastifyInstance;
  beforeAll(async () => {
    manual = await buildTestApp({ buyerApproval: 'manual' });
  });
  afterAll(async () => {
    await manual.close();
  });

  it('is refused with 403 account_pending, and nothing is added', async () => {
    const pending = await registerBuyer(manual);
    expect(pending.buyer.approval).toBe('pending');
    const response = await caller(manual, pending)('POST', '/api/basket/quick-order', {
      lines: [{ code: 'WF-1001', quantities: { S: 5 } }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error.code).toBe('account_pending');
    const lookup = await caller(manual, pending)('GET', '/api/basket/quick-order/products?q=maxi');
    expect(lookup.statusCode).toBe(403);
    const lines = await manual.db
      .selectFrom('basket_lines')
      .select('product_id')
      .where('buyer_id', '=', pending.buyer.id)
      .execute();
    expect(lines).toEqual([]);
  });
});

describe('GET /api/basket/quick-order/products', () => {
  const find = async (query: string, who: TestBuyer | null = buyer) =>
    call('GET', `/api/basket/quick-order/products${query}`, undefined, who);

  it('suggests by the start of a code, then by words of the name in either language, accents ignored', async () => {
    const byCode = (await find('?q=wf-100')).json<QuickOrderProducts>();
    expect(byCode.items.map((p) => p.code)).toEqual([
      'WF-1001',
      'WF-1002',
      'WF-1003',
      'WF-1004',
      'WF-1005',
      'WF-1006',
      'WF-1007',
      'WF-1008',
    ]);
    const byName = (await find('?q=wrap%20LINEN')).json<QuickOrderProducts>();
    expect(byName.items).toEqual([
      { id: 'quick-1', code: 'WF-8001', name: 'Linen Wrap Dress', sizes: ['S', 'M', 'L'] },
    ]);
    const greek = (await find(`?q=${encodeURIComponent('ΛΙΝΟ κρουαζε')}&lang=gr`)).json<QuickOrderProducts>();
    expect(greek.items).toEqual([
      { id: 'quick-1', code: 'WF-8001', name: 'Λινό κρουαζέ φόρεμα', sizes: ['S', 'M', 'L'] },
    ]);
    expect((await find('?q=%20')).json<QuickOrderProducts>().items).toEqual([]);
    expect((await find('?q=nothing-like-this')).json<QuickOrderProducts>().items).toEqual([]);
  });

  it('answers the codes that exist, once each', async () => {
    const answer = (
      await find('?codes=wf-8001,WF-0000&codes=WF-1002&codes=WF-8001')
    ).json<QuickOrderProducts>();
    expect(answer.items.map((p) => [p.code, p.sizes])).toEqual([
      ['WF-8001', ['S', 'M', 'L']],
      ['WF-1002', ['XS', 'S', 'M', 'L', 'XL']],
    ]);
  });

  it('is for logged-in buyers', async () => {
    expect((await find('?q=maxi', null)).statusCode).toBe(401);
  });
});
