import type { ProductDraft } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATHENS_ADDRESS, caller, registerBuyer, type TestBuyer } from '../../../../test/index.ts';
import { officeTestApp } from '../../../../test/staff.ts';

/**
 * What buyers and visitors see of products the team has not published (a new draft) or has hidden: nothing,
 * anywhere — listings, facets, related lists, product pages, quick order, basket, samples — while the product
 * stays in the database for the office and past orders; and a change made in the office reaches the next
 * buyer answer at once although the catalogue's answers are kept in memory (the office API empties them).
 */
let app: FastifyInstance;
let office: ReturnType<typeof caller>;
let buyer: TestBuyer;
let asBuyer: ReturnType<typeof caller>;
let asVisitor: ReturnType<typeof caller>;
beforeAll(async () => {
  ({ app, office } = await officeTestApp('Eleni Catalogue'));
  buyer = await registerBuyer(app);
  asBuyer = caller(app, buyer);
  asVisitor = caller(app, null);
});
afterAll(() => app.close());

const DRAFT: ProductDraft = {
  code: 'WF-2001',
  category: 'dresses',
  colour: 'red',
  material: 'Linen',
  style: 'Summer Romantic',
  sizes: ['S', 'M', 'L'],
  priceCents: 3450,
  isNew: true,
  minimumOrder: 5,
  en: { name: 'Poppy Linen Dress', description: 'A linen dress.', features: ['Pockets'], care: 'Hand wash' },
  gr: { name: '', description: '', features: [], care: '' },
  related: null,
};

async function setStatus(id: string, status: 'published' | 'hidden'): Promise<void> {
  const { version } = (await office('GET', `/api/office/products/${id}`)).json();
  const res = await office('POST', `/api/office/products/${id}/status`, { version, status });
  expect(res.statusCode).toBe(200);
}

async function listedIds(who: ReturnType<typeof caller>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await who('GET', `/api/products?page=${page}`);
    ids.push(...res.json().items.map((item: { id: string }) => item.id));
  }
  return [...new Set(ids)];
}

async function expectUnseen(id: string, code: string): Promise<void> {
  for (const who of [asBuyer, asVisitor]) {
    const listed = await listedIds(who);
    expect(listed).not.toContain(id);
    const body = (await who('GET', '/api/products')).json();
    expect(body.total).toBe(listed.length);
    const counted = body.facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(counted).toBe(listed.length);
    for (const other of ['1', '2', '5']) {
      const related = (await who('GET', `/api/products/${other}`)).json().related;
      expect(related.map((r: { id: string }) => r.id)).not.toContain(id);
    }
    const page = await who('GET', `/api/products/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('not_found');
    // Its drawn picture would name it (<title>): no more found than the product.
    const picture = await who('GET', `/media/products/${id}.svg`);
    expect(picture.statusCode).toBe(404);
    expect(picture.body).not.toContain('<title>');
  }
  // The team sees it, in no shared cache.
  const teams = await office('GET', `/media/products/${id}.svg`);
  expect(teams.statusCode).toBe(200);
  expect(teams.headers['cache-control']).toBe('private, no-cache');
  const add = await asBuyer('POST', '/api/basket/lines', { productId: id, quantities: { M: 5 } });
  expect(add.statusCode).toBe(404);
  const known = (await asBuyer('GET', `/api/basket/quick-order/products?codes=${code}`)).json();
  expect(JSON.stringify(known)).not.toContain(`"${id}"`);
  const sample = await asBuyer('POST', '/api/samples', {
    productId: id,
    size: 'M',
    deliveryOption: 'standard',
  });
  expect(sample.statusCode).toBe(404);
}

describe('a draft', () => {
  it('is the team’s only until published, then everyone finds it at once', async () => {
    await listedIds(asBuyer); // the answers are kept from here on
    const created = await office('POST', '/api/office/products', DRAFT);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    await expectUnseen(id, DRAFT.code);

    await setStatus(id, 'published');
    const picture = await asVisitor('GET', `/media/products/${id}.svg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('<title>Poppy Linen Dress</title>');
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect(await listedIds(asBuyer)).toContain(id);
    expect(await listedIds(asVisitor)).toContain(id);
    // Greek left empty: the Greek catalogue shows the English name.
    const greek = (await asBuyer('GET', `/api/products/${id}?lang=gr`)).json();
    expect(greek.product.name).toBe('Poppy Linen Dress');
    expect(greek.product.material).toBe('Λινό');
  });
});

describe('a hidden product', () => {
  beforeAll(() => setStatus('4', 'hidden'));
  afterAll(() => setStatus('4', 'published'));

  it('disappears everywhere at once', () => expectUnseen('4', 'WF-1004'));
});

it('a line of a product hidden after it was added waits unseen in the basket and is back once published', async () => {
  const add = await asBuyer('POST', '/api/basket/lines', { productId: '6', quantities: { M: 5 } });
  expect(add.statusCode).toBeLessThan(300);
  await setStatus('6', 'hidden');
  const hidden = (await asBuyer('GET', '/api/basket')).json();
  expect(hidden.lines.map((l: { productId: string }) => l.productId)).not.toContain('6');
  await setStatus('6', 'published');
  const back = (await asBuyer('GET', '/api/basket')).json();
  expect(back.lines.map((l: { productId: string }) => l.productId)).toContain('6');
});

it('a price edited in the office is in the next buyer answer, and still in no visitor answer', async () => {
  const before = (await asBuyer('GET', '/api/products/7')).json().product.priceCents;
  await asVisitor('GET', '/api/products/7');
  const current = (await office('GET', '/api/office/products/7')).json();
  const {
    id: _id,
    status: _s,
    version,
    photos: _p,
    photosVersion: _pv,
    missingGreek: _m,
    createdAt: _c,
    updatedAt: _u,
    updatedBy: _b,
    ...product
  } = current;
  const saved = await office('PUT', '/api/office/products/7', {
    version,
    product: { ...product, priceCents: before + 111 },
  });
  expect(saved.statusCode).toBe(200);
  expect((await asBuyer('GET', '/api/products/7')).json().product.priceCents).toBe(before + 111);
  const listing = (await asBuyer('GET', '/api/products')).json();
  expect(listing.items.find((item: { id: string }) => item.id === '7').priceCents).toBe(before + 111);
  const visitor = await asVisitor('GET', '/api/products/7');
  expect(visitor.statusCode).toBe(200);
  expect(visitor.body).not.toMatch(/price|cents/i);
});

it('a price changed or a product hidden after an order request leaves the request as it was sent', async () => {
  const other = caller(app, await registerBuyer(app));
  await other('POST', '/api/basket/lines', { productId: '8', quantities: { S: 3, M: 3 } });
  const sent = await other('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(sent.statusCode).toBe(201);
  const { reference } = sent.json();
  const before = (await other('GET', `/api/orders/${reference}`)).json();

  const current = (await office('GET', '/api/office/products/8')).json();
  const product = Object.fromEntries(
    Object.entries(current).filter(
      ([key]) =>
        ![
          'id',
          'status',
          'version',
          'photos',
          'photosVersion',
          'missingGreek',
          'createdAt',
          'updatedAt',
          'updatedBy',
        ].includes(key),
    ),
  );
  const saved = await office('PUT', '/api/office/products/8', {
    version: current.version,
    product: { ...product, priceCents: current.priceCents * 2 },
  });
  expect(saved.statusCode).toBe(200);
  await setStatus('8', 'hidden');
  try {
    const after = await other('GET', `/api/orders/${reference}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().lines).toEqual(before.lines);
    expect(after.json().totalPriceCents).toBe(before.totalPriceCents);
    // The buyer who ordered it still sees its picture in the request; another buyer does not.
    expect((await other('GET', '/media/products/8.svg')).statusCode).toBe(200);
    expect((await asBuyer('GET', '/media/products/8.svg')).statusCode).toBe(404);
  } finally {
    await setStatus('8', 'published');
  }
});
