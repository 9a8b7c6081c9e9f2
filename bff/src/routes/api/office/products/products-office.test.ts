import {
  OFFICE_PRODUCTS_PAGE_SIZE,
  type OfficeProduct,
  type OfficeProductList,
  type ProductDraft,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, registerBuyer } from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { testDraft } from '../../../../domain/office-products/test-drafts.ts';

/**
 * The team's catalogue API: drafts created and checked (the contracts rules, a code in use, related ids),
 * saved with the version they were opened at (a stale one, or the loser of two saves at once, gets 409 and
 * writes nothing), published and hidden, listed with search, filters, sorts and counts; every change in the
 * audit log under the member's name.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Eleni Office';

beforeAll(async () => {
  ({ app, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

let serial = 0;
/** A valid draft with a code no other test uses. */
function uniqueDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  serial += 1;
  return testDraft({ code: `TS-${2000 + serial}`, ...overrides });
}

async function created(draft: ProductDraft): Promise<OfficeProduct> {
  const response = await office('POST', '/api/office/products', draft);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfficeProduct>();
}

async function fetched(id: string): Promise<OfficeProduct> {
  const response = await office('GET', `/api/office/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficeProduct>();
}

async function listed(query: string): Promise<OfficeProductList> {
  const response = await office('GET', `/api/office/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficeProductList>();
}

function expectError(response: LightMyRequestResponse, status: number, code: string, fields?: object): void {
  expect(response.statusCode, response.body).toBe(status);
  const error = response.json<{ error: { code: string; fields?: object } }>().error;
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
}

function auditOf(id: string) {
  return app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_name', 'detail'])
    .where('subject_kind', '=', 'product')
    .where('subject_ref', '=', id)
    .orderBy('created_at', 'asc')
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> })),
    );
}

describe('POST /api/office/products', () => {
  it('adds a draft first in the catalogue (the shop’s “Newest”), with a readable id, version 1 and who made it', async () => {
    const before = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.min('position').as('first'))
      .executeTakeFirstOrThrow();
    const draft = uniqueDraft({ related: ['1', '2'] });
    const product = await created(draft);
    expect(product).toMatchObject({
      id: draft.code.toLowerCase(),
      ...draft,
      status: 'draft',
      version: 1,
      photos: [],
      missingGreek: false,
      updatedBy: STAFF_NAME,
    });
    expect(product.createdAt).toBe(product.updatedAt);
    expect(await fetched(product.id)).toEqual(product);
    const row = await app.db
      .selectFrom('products')
      .select(['position', 'status'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ position: Number(before.first) - 1, status: 'draft' });
    expect(await auditOf(product.id)).toEqual([
      { action: 'product.create', staff_name: STAFF_NAME, detail: { code: draft.code, name: draft.en.name } },
    ]);
  });

  it('keeps the words trimmed and leaves out empty features', async () => {
    const draft = uniqueDraft();
    draft.en = { ...draft.en, name: '  Spaced Dress  ', features: ['Pockets', ' '] };
    const product = await created(draft);
    expect(product.en.name).toBe('Spaced Dress');
    expect(product.en.features).toEqual(['Pockets']);
  });

  it("gives a random id when the code's id is a product's already", async () => {
    const first = await created(uniqueDraft());
    const renamed = await office('PUT', `/api/office/products/${first.id}`, {
      version: 1,
      product: uniqueDraft(),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = await created(testDraft({ code: first.code }));
    expect(second.id).toMatch(/^p-[0-9a-f]{12}$/);
  });

  it('refuses what the rules refuse, field by field, and writes nothing', async () => {
    const draft = uniqueDraft({ code: 'wf1', sizes: ['S', 'S'], priceCents: 2_000_000, minimumOrder: 1000 });
    draft.en = { ...draft.en, name: '   ' };
    expectError(await office('POST', '/api/office/products', draft), 400, 'validation_failed', {
      code: 'invalid_format',
      sizes: 'duplicate_value',
      priceCents: 'out_of_range',
      minimumOrder: 'out_of_range',
      'en.name': 'required',
    });
    const { category: _category, ...withoutCategory } = uniqueDraft();
    const missing = await office('POST', '/api/office/products', withoutCategory);
    expectError(missing, 400, 'validation_failed', { category: 'required' });
    expect(
      await app.db.selectFrom('products').select('id').where('code', '=', 'WF1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a code in use and related products that do not exist', async () => {
    expectError(
      await office('POST', '/api/office/products', uniqueDraft({ code: 'WF-1001' })),
      400,
      'validation_failed',
      { code: 'taken' },
    );
    expectError(
      await office('POST', '/api/office/products', uniqueDraft({ related: ['1', 'no-such-product'] })),
      400,
      'validation_failed',
      { related: 'invalid_value' },
    );
  });
});

describe('GET /api/office/products/:id', () => {
  it('answers a seeded product with both languages, and 404 for an unknown id', async () => {
    const product = await fetched('1');
    expect(product).toMatchObject({
      id: '1',
      code: 'WF-1001',
      status: 'published',
      version: 1,
      updatedBy: null,
      related: null,
      en: { name: 'Red Tiered Maxi Dress' },
      gr: { name: 'Κόκκινο μάξι φόρεμα με βολάν' },
    });
    expect(product.updatedAt).toBe(product.createdAt);
    expectError(await office('GET', '/api/office/products/no-such-product'), 404, 'not_found');
  });
});

describe('PUT /api/office/products/:id', () => {
  it('saves the words, raises the version and logs the fields changed and the price', async () => {
    const product = await created(uniqueDraft());
    const words = testDraft({ code: product.code, priceCents: 3190, sizes: ['S', 'M'] });
    words.gr = { ...words.gr, name: 'Νέο όνομα' };
    const response = await office('PUT', `/api/office/products/${product.id}`, {
      version: 1,
      product: words,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<OfficeProduct>();
    expect(saved).toMatchObject({ version: 2, priceCents: 3190, sizes: ['S', 'M'], updatedBy: STAFF_NAME });
    expect(saved.gr.name).toBe('Νέο όνομα');
    expect(await fetched(product.id)).toEqual(saved);
    const audit = await auditOf(product.id);
    expect(audit.at(-1)).toEqual({
      action: 'product.update',
      staff_name: STAFF_NAME,
      detail: {
        code: product.code,
        changed: ['sizes', 'priceCents', 'gr.name'],
        priceFrom: 2890,
        priceTo: 3190,
      },
    });
  });

  it('answers 409 stale_product for a version someone saved since, and changes nothing', async () => {
    const product = await created(uniqueDraft());
    const first = await office('PUT', `/api/office/products/${product.id}`, {
      version: 1,
      product: uniqueDraft({ code: product.code, priceCents: 1000 }),
    });
    expect(first.statusCode).toBe(200);
    const stale = await office('PUT', `/api/office/products/${product.id}`, {
      version: 1,
      product: uniqueDraft({ code: product.code, priceCents: 9000 }),
    });
    expectError(stale, 409, 'stale_product');
    expect(await fetched(product.id)).toEqual(first.json());
    expect((await auditOf(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.update',
    ]);
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const product = await created(uniqueDraft());
    const save = (name: string) => {
      const draft = testDraft({ code: product.code });
      draft.en = { ...draft.en, name };
      return office('PUT', `/api/office/products/${product.id}`, { version: 1, product: draft });
    };
    const [a, b] = await Promise.all([save('Anna’s name'), save('Nikos’s name')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    expectError(a.statusCode === 409 ? a : b, 409, 'stale_product');
    const stored = await fetched(product.id);
    expect(stored.version).toBe(2);
    expect(stored.en.name).toBe(winner.json<OfficeProduct>().en.name);
    expect((await auditOf(product.id)).filter((entry) => entry.action === 'product.update')).toHaveLength(1);
  });

  it("refuses another product's code, itself as related, and answers 404 for an unknown product", async () => {
    const product = await created(uniqueDraft());
    const put = (draft: ProductDraft, id = product.id) =>
      office('PUT', `/api/office/products/${id}`, { version: 1, product: draft });
    expectError(await put(uniqueDraft({ code: 'WF-1002' })), 400, 'validation_failed', { code: 'taken' });
    expectError(
      await put(testDraft({ code: product.code, related: [product.id] })),
      400,
      'validation_failed',
      {
        related: 'invalid_value',
      },
    );
    expectError(await put(uniqueDraft(), 'no-such-product'), 404, 'not_found');
    expect((await fetched(product.id)).version).toBe(1);
  });
});

describe('POST /api/office/products/:id/status', () => {
  it('publishes and hides with the version rule, and logs each', async () => {
    const product = await created(uniqueDraft());
    const status = (version: number, to: string) =>
      office('POST', `/api/office/products/${product.id}/status`, { version, status: to });
    const published = await status(1, 'published');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<OfficeProduct>()).toMatchObject({ status: 'published', version: 2 });
    expectError(await status(1, 'hidden'), 409, 'stale_product');
    const again = await status(2, 'published');
    expect(again.json<OfficeProduct>()).toMatchObject({ status: 'published', version: 2 });
    const hidden = await status(2, 'hidden');
    expect(hidden.json<OfficeProduct>()).toMatchObject({
      status: 'hidden',
      version: 3,
      updatedBy: STAFF_NAME,
    });
    expect((await auditOf(product.id)).slice(1)).toEqual([
      {
        action: 'product.publish',
        staff_name: STAFF_NAME,
        detail: { code: product.code, from: 'draft', to: 'published' },
      },
      {
        action: 'product.hide',
        staff_name: STAFF_NAME,
        detail: { code: product.code, from: 'published', to: 'hidden' },
      },
    ]);
    expectError(
      await office('POST', '/api/office/products/no-such-product/status', { version: 1, status: 'hidden' }),
      404,
      'not_found',
    );
  });

  it('does not publish a product whose stored words break the rules', async () => {
    const product = await created(uniqueDraft());
    await app.db
      .updateTable('products')
      .set({ price_cents: 2_000_000 })
      .where('id', '=', product.id)
      .execute();
    expectError(
      await office('POST', `/api/office/products/${product.id}/status`, { version: 1, status: 'published' }),
      400,
      'validation_failed',
      { priceCents: 'out_of_range' },
    );
    expect((await fetched(product.id)).status).toBe('draft');
  });
});

describe('GET /api/office/products', () => {
  it('filters, searches, sorts and counts', async () => {
    const countsBefore = (await listed('')).counts;
    const cheap = await created(uniqueDraft({ category: 'shorts', priceCents: 1200 }));
    const dear = await created(uniqueDraft({ category: 'shorts', priceCents: 5600 }));
    const noGreek = uniqueDraft({ category: 'shorts', priceCents: 3000 });
    noGreek.en = { ...noGreek.en, name: 'Amber Beach Shorts' };
    noGreek.gr = { name: '', description: '', features: [], care: '' };
    const english = await created(noGreek);
    await office('POST', `/api/office/products/${dear.id}/status`, { version: 1, status: 'published' });

    const shorts = await listed('category=shorts');
    expect(shorts.items.map((item) => item.id)).toEqual([english.id, dear.id, cheap.id]);
    expect(shorts).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(shorts.items[0]).toMatchObject({
      code: english.code,
      nameEn: 'Amber Beach Shorts',
      nameGr: '',
      category: 'shorts',
      priceCents: 3000,
      status: 'draft',
      missingGreek: true,
      photo: null,
    });
    const ids = (list: OfficeProductList) => list.items.map((item) => item.id);
    expect(ids(await listed('category=shorts&sort=price-low'))).toEqual([cheap.id, english.id, dear.id]);
    expect(ids(await listed('category=shorts&sort=price-high'))).toEqual([dear.id, english.id, cheap.id]);
    expect(ids(await listed('category=shorts&sort=name'))[0]).toBe(english.id);
    expect(ids(await listed('category=shorts&status=published'))).toEqual([dear.id]);
    expect(ids(await listed('category=shorts&missingGreek=true'))).toEqual([english.id]);
    expect(ids(await listed(`q=${cheap.code.toLowerCase()}`))).toEqual([cheap.id]);
    expect(ids(await listed('q=amber%20sho'))).toEqual([english.id]);
    expect(ids(await listed(`q=${encodeURIComponent('ΠΡΑΣΙΝΟ λινο')}&category=shorts`))).toEqual([
      dear.id,
      cheap.id,
    ]);
    expect((await listed('q=nothing-like-it')).items).toEqual([]);
    // The catalogue's search: Greeklish and typos, over drafts too, after a save renamed a product.
    expect(ids(await listed('q=prasino%20lino&category=shorts'))).toEqual([dear.id, cheap.id]);
    expect(ids(await listed('q=amber%20shorst'))).toEqual([english.id]);
    const renamed = uniqueDraft({ category: 'shorts', priceCents: 1200, code: cheap.code });
    renamed.gr = { ...renamed.gr, name: 'Κοραλλί σορτς Ζάκυνθος' };
    expect(
      (await office('PUT', `/api/office/products/${cheap.id}`, { version: 1, product: renamed })).statusCode,
    ).toBe(200);
    expect(ids(await listed('q=zakynthos'))).toEqual([cheap.id]);
    expect(ids(await listed(`q=${encodeURIComponent('ΠΡΑΣΙΝΟ λινο')}&category=shorts`))).toEqual([dear.id]);

    const all = await listed('');
    expect(all.counts).toEqual({
      draft: countsBefore.draft + 2,
      published: countsBefore.published + 1,
      hidden: countsBefore.hidden,
      missingGreek: countsBefore.missingGreek + 1,
    });
    const total = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(total.n));
    expect(all.counts.draft + all.counts.published + all.counts.hidden).toBe(all.total);
  });

  it('pages by OFFICE_PRODUCTS_PAGE_SIZE', async () => {
    const first = await listed('');
    expect(first.total).toBeGreaterThan(OFFICE_PRODUCTS_PAGE_SIZE);
    expect(first.items).toHaveLength(OFFICE_PRODUCTS_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / OFFICE_PRODUCTS_PAGE_SIZE));
    const second = await listed('page=2');
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(
      Math.min(first.total - OFFICE_PRODUCTS_PAGE_SIZE, OFFICE_PRODUCTS_PAGE_SIZE),
    );
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
    expectError(await office('GET', '/api/office/products?sort=cheapest'), 400, 'validation_failed');
  });
});

describe('who may use it', () => {
  it('answers a visitor 401 and a buyer 403, and lets neither add a product', async () => {
    const buyer = await registerBuyer(app);
    expectError(await caller(app, null)('GET', '/api/office/products'), 401, 'unauthenticated');
    expectError(await caller(app, buyer)('GET', '/api/office/products/1'), 403, 'forbidden');
    expectError(await caller(app, buyer)('POST', '/api/office/products', uniqueDraft()), 403, 'forbidden');
  });
});
