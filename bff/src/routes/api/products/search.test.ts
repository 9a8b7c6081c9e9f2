import { type ProductDraft, SEARCH_MAX_LENGTH } from '@shop/contracts';
import { SEARCH_CASES } from '@shop/contracts/testing/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, registerBuyer } from '../../../../test/index.ts';
import { officeTestApp } from '../../../../test/staff.ts';

/**
 * The catalogue's search (issue 50) as buyers and visitors use it, on the engine under test: the shared
 * table of searches (contracts testing/search) must find exactly its products on SQLite and PostgreSQL
 * alike; then ranking, filters, prices, statuses, suggestions and bad input.
 */
let app: FastifyInstance;
let office: ReturnType<typeof caller>;
let asBuyer: ReturnType<typeof caller>;
let asVisitor: ReturnType<typeof caller>;
beforeAll(async () => {
  ({ app, office } = await officeTestApp('Sofia Search'));
  asBuyer = caller(app, await registerBuyer(app));
  asVisitor = caller(app, null);
});
afterAll(() => app.close());

interface Listing {
  total: number;
  page: number;
  pageCount: number;
  items: Array<{ id: string; code: string; priceCents?: number }>;
}

/** Every product a search lists, page by page, in the listing's order. */
async function searchAll(
  who: ReturnType<typeof caller>,
  q: string,
  extra = '',
): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await who('GET', `/api/products?q=${encodeURIComponent(q)}${extra}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Listing>();
    total = body.total;
    ids.push(...body.items.map((item) => item.id));
    if (page >= body.pageCount) break;
  }
  return { ids, total };
}

describe('the shared table of searches', () => {
  it.each(SEARCH_CASES)('$query: $note', async ({ query, expectIds }) => {
    const { ids, total } = await searchAll(asVisitor, query);
    expect([...ids].sort()).toEqual([...expectIds].sort());
    expect(total).toBe(expectIds.length);
  });
});

describe('GET /api/products?q=', () => {
  it('puts the exact code first, then whole words, beginnings and typos, then the sort', async () => {
    // `WF-1003` is the code of 3; `wf100` begins the codes of 1 to 9.
    expect((await searchAll(asVisitor, 'WF-1003')).ids).toEqual(['3']);
    expect((await searchAll(asVisitor, 'wf100')).ids).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    // `maxi` is a whole word of 1, 7, 9…; every dress has φόρεμα (`forema`), 1 as a whole word.
    const maxiFirst = (await searchAll(asVisitor, 'forema maxi')).ids;
    expect(maxiFirst).toEqual(['1', '7', '9', '11', '17', '18']);
    const byPrice = (await searchAll(asBuyer, 'forema maxi', '&sort=price-high')).ids;
    expect([...byPrice].sort()).toEqual([...maxiFirst].sort());
    const prices = await Promise.all(
      byPrice.map(async (id) => (await asBuyer('GET', `/api/products/${id}`)).json().product.priceCents),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('combines with the filters and keeps prices from visitors', async () => {
    const all = await searchAll(asBuyer, 'forema');
    const red = await searchAll(asBuyer, 'forema', '&colours=red');
    expect(red.ids.length).toBeGreaterThan(0);
    expect(red.ids.length).toBeLessThan(all.ids.length);
    expect(red.ids.every((id) => all.ids.includes(id))).toBe(true);
    expect((await searchAll(asBuyer, 'forema', '&category=tops')).ids).toEqual([]);
    const cheap = await asBuyer('GET', '/api/products?q=forema&maxPrice=20');
    for (const item of cheap.json<Listing>().items) expect(item.priceCents).toBeLessThanOrEqual(2000);
    const visitor = await asVisitor('GET', '/api/products?q=forema&maxPrice=20&sort=price-low');
    expect(visitor.body).not.toMatch(/price|cents/i);
    expect(visitor.json<Listing>().total).toBe(all.total);
  });

  it('finds only published products, and a renamed one by its new name at once', async () => {
    const draft: ProductDraft = {
      code: 'WF-3001',
      category: 'skirts',
      colour: 'blue',
      material: 'Linen',
      style: 'Summer Romantic',
      sizes: ['S', 'M'],
      priceCents: 2500,
      isNew: true,
      minimumOrder: 5,
      en: { name: 'Ocean Linen Skirt', description: 'A skirt.', features: [], care: 'Hand wash' },
      gr: { name: 'Θαλασσί λινή φούστα', description: 'Φούστα.', features: [], care: 'Στο χέρι' },
      related: null,
    };
    const created = await office('POST', '/api/office/products', draft);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await searchAll(asVisitor, 'fousta')).ids).toEqual([]);
    const published = await office('POST', `/api/office/products/${id}/status`, {
      version: 1,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await searchAll(asVisitor, 'fousta')).ids).toEqual([id]);
    expect((await searchAll(asVisitor, 'thalassi')).ids).toEqual([id]);
    const renamed = await office('PUT', `/api/office/products/${id}`, {
      version: 2,
      product: { ...draft, gr: { ...draft.gr, name: 'Κοραλλί λινή φούστα' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await searchAll(asVisitor, 'thalassi')).ids).toEqual([]);
    expect((await searchAll(asVisitor, 'koralli')).ids).toEqual([id]);
    const hidden = await office('POST', `/api/office/products/${id}/status`, {
      version: 3,
      status: 'hidden',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await searchAll(asVisitor, 'koralli')).ids).toEqual([]);
  });

  it('answers a blank or wordless search with nothing to search, and too long a one with a 400', async () => {
    const blank = await asVisitor('GET', '/api/products?q=%20%20');
    expect(blank.json<Listing>().total).toBe(22);
    expect((await searchAll(asVisitor, '!!! ???')).total).toBe(0);
    const long = await asVisitor('GET', `/api/products?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('validation_failed');
    const odd = await asVisitor('GET', `/api/products?q=${encodeURIComponent("' or 1=1 -- 😀 %_ \\")}`);
    expect(odd.statusCode, odd.body).toBe(200);
    const control = await asVisitor('GET', '/api/products?q=a%00b');
    expect(control.statusCode).toBe(400);
  });
});

describe('GET /api/products/suggestions', () => {
  it('suggests the best products, the total and the categories named, without prices', async () => {
    const res = await asBuyer('GET', '/api/products/suggestions?q=forem&lang=gr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/price|cents/i);
    const body = res.json();
    expect(body).toMatchObject({ q: 'forem', lang: 'gr', total: 20 });
    expect(body.products).toHaveLength(5);
    expect(body.products[0]).toMatchObject({ id: '1', code: 'WF-1001', category: 'dresses' });
    expect(body.products[0].name).toMatch(/Φόρεμα|φόρεμα/);
    expect(body.categories).toEqual([{ value: 'dresses', count: 20 }]);
  });

  it('answers a code, a search that finds nothing, and refuses a missing q', async () => {
    const code = (await asVisitor('GET', '/api/products/suggestions?q=wf%201021')).json();
    expect(code.products.map((p: { id: string }) => p.id)).toEqual(['21']);
    const none = (await asVisitor('GET', '/api/products/suggestions?q=zzzz')).json();
    expect(none).toMatchObject({ q: 'zzzz', products: [], total: 0, categories: [] });
    const missing = await asVisitor('GET', '/api/products/suggestions');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');
  });
});
