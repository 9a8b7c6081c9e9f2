import { CATALOGUE_PAGE_SIZE, CATEGORIES, COLOURS } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBuyer } from '../../../../test/index.ts';

interface Item {
  id: string;
  name: string;
  category: string;
  colour: string;
  priceCents?: number;
}

let app: FastifyInstance;
let buyerCookies: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  buyerCookies = (await registerBuyer(app)).cookies;
});
afterAll(() => app.close());

const asVisitor = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const asBuyer = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers, cookies: buyerCookies });

/** Nothing price-like: no field, no bound, no sort echo. */
function expectNoPrice(body: string) {
  expect(body).not.toMatch(/price/i);
  expect(body).not.toMatch(/cents/i);
}

describe('GET /api/products as a visitor', () => {
  it('lists the first page of the whole catalogue without any price', async () => {
    const res = await asVisitor('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      audience: 'visitor',
      lang: 'en',
      total: 22,
      page: 1,
      pageCount: 2,
      pageSize: 12,
    });
    expect(body.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(body.items[0]).toMatchObject({
      id: '1',
      code: 'WF-1001',
      image: '/media/products/1.svg',
      minimumOrder: 5,
    });
    expect(body.facets.categories.map((c: { value: string }) => c.value)).toEqual([...CATEGORIES]);
    expect(body.facets.colours.map((c: { value: string }) => c.value)).toEqual([...COLOURS]);
    expect(body.facets.price).toBeUndefined();
    expectNoPrice(res.body);
    expect(res.headers.vary).toContain('Cookie');
    const gzipped = await asVisitor('/api/products', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers.vary).toMatch(/cookie/i);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('ignores the price filter and price sorts', async () => {
    const plain = (await asVisitor('/api/products')).json();
    for (const query of [
      'minPrice=25',
      'maxPrice=10',
      'minPrice=20&maxPrice=21',
      'sort=price-high',
      'sort=price-low',
    ]) {
      const res = await asVisitor(`/api/products?${query}`);
      expect(res.statusCode).toBe(200);
      expectNoPrice(res.body);
      expect(res.json().total).toBe(22);
      expect(res.json().items.map((i: Item) => i.id)).toEqual(plain.items.map((i: Item) => i.id));
    }
    // Even a contradictory range is not an error for a visitor: it is simply not applied.
    expect((await asVisitor('/api/products?minPrice=30&maxPrice=1')).statusCode).toBe(200);
  });

  it('has no price on any page, in any language, with any filter', async () => {
    const urls = [
      '/api/products?page=2',
      '/api/products?lang=gr',
      '/api/products?category=tops',
      '/api/products?colours=red,blue',
      '/api/products?category=skirts',
    ];
    for (const url of urls) expectNoPrice((await asVisitor(url)).body);
  });

  it('has no price in error answers either', async () => {
    for (const url of ['/api/products?page=0', '/api/products?category=hats', '/api/products/nope']) {
      const res = await asVisitor(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectNoPrice(res.body);
    }
  });
});

describe('GET /api/products as a buyer', () => {
  it('includes prices in cents and the slider bounds', async () => {
    const res = await asBuyer('/api/products');
    const body = res.json();
    expect(body.audience).toBe('buyer');
    for (const item of body.items as Item[]) {
      expect(item.priceCents).toBeGreaterThanOrEqual(999);
      expect(item.priceCents).toBeLessThanOrEqual(2999);
    }
    expect(body.facets.price).toEqual({ floor: 9, ceil: 30 });
  });

  it('filters by an inclusive price range in euros', async () => {
    const res = await asBuyer('/api/products?minPrice=20&maxPrice=25');
    const items = res.json().items as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.priceCents).toBeGreaterThanOrEqual(2000);
      expect(item.priceCents).toBeLessThanOrEqual(2500);
    }
    expect(
      (await asBuyer('/api/products?minPrice=9.99&maxPrice=9.99')).json().items.map((i: Item) => i.id),
    ).toEqual(['20']);
  });

  it('sorts by price both ways across pages', async () => {
    const all = async (sort: string) => {
      const first = (await asBuyer(`/api/products?sort=${sort}`)).json();
      const second = (await asBuyer(`/api/products?sort=${sort}&page=2`)).json();
      return [...first.items, ...second.items].map((i: Item) => i.priceCents as number);
    };
    const low = await all('price-low');
    expect(low).toHaveLength(22);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = await all('price-high');
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('refuses a range whose minimum exceeds its maximum', async () => {
    const res = await asBuyer('/api/products?minPrice=25&maxPrice=20');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ minPrice: 'out_of_range', maxPrice: 'out_of_range' });
  });
});

describe('GET /api/products filters and pages', () => {
  it('filters by category', async () => {
    const counts: Record<string, number> = {};
    for (const category of CATEGORIES) {
      counts[category] = (await asVisitor(`/api/products?category=${category}`)).json().total;
    }
    expect(counts).toEqual({ dresses: 20, tops: 1, trousers: 1, skirts: 0, shorts: 0 });
    const empty = (await asVisitor('/api/products?category=skirts')).json();
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('filters by several colours, repeated or comma-separated', async () => {
    const repeated = (await asVisitor('/api/products?colours=red&colours=multi')).json();
    const comma = (await asVisitor('/api/products?colours=red,multi')).json();
    expect(repeated.total).toBe(4);
    expect(comma.items).toEqual(repeated.items);
    expect(new Set(repeated.items.map((i: Item) => i.colour))).toEqual(new Set(['red', 'multi']));
    expect((await asVisitor('/api/products?colours=teal')).json().total).toBe(1);
  });

  it('combines category and colours and counts facets over the whole catalogue', async () => {
    const body = (await asVisitor('/api/products?category=tops&colours=white')).json();
    expect(body.items.map((i: Item) => i.id)).toEqual(['21']);
    const dresses = body.facets.categories.find((c: { value: string }) => c.value === 'dresses');
    expect(dresses.count).toBe(20);
  });

  it('serves the second page and clamps a page past the end', async () => {
    const second = (await asVisitor('/api/products?page=2')).json();
    expect(second.items).toHaveLength(10);
    expect(second.page).toBe(2);
    const beyond = (await asVisitor('/api/products?page=99')).json();
    expect(beyond.page).toBe(2);
    expect(beyond.items).toEqual(second.items);
  });

  it('names invalid query parameters', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['category=hats', { category: 'invalid_value' }],
      ['colours=purple', { 'colours.0': 'invalid_value' }],
      ['page=0', { page: 'out_of_range' }],
      ['page=abc', { page: 'invalid_type' }],
      ['page=1.5', { page: 'invalid_type' }],
      ['sort=cheapest', { sort: 'invalid_value' }],
      ['lang=fr', { lang: 'invalid_value' }],
      ['minPrice=-1', { minPrice: 'out_of_range' }],
      ['inStock=yes', { inStock: 'invalid_type' }],
    ];
    for (const [query, fields] of cases) {
      const res = await asBuyer(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatchObject({ code: 'validation_failed', fields });
    }
  });
});

describe('GET /api/products?inStock=true', () => {
  it('lists only products with a free piece, for visitors and buyers, and counts them in the facets', async () => {
    // An app of its own: its catalogue answers are computed with this stock from the first request on.
    const stocked = await buildTestApp();
    try {
      const cookies = (await registerBuyer(stocked)).cookies;
      const ids = (
        await stocked.db.selectFrom('products').select('id').where('status', '=', 'published').execute()
      ).map((row) => row.id);
      const [a, b, c] = ids as [string, string, string];
      await stocked.db
        .insertInto('product_stock')
        .values([
          { product_id: a, size: 'M', on_hand: 3, reserved: 0, restock_date: null },
          { product_id: b, size: 'S', on_hand: 2, reserved: 2, restock_date: null },
          { product_id: c, size: 'L', on_hand: 0, reserved: 0, restock_date: '2030-01-01' },
        ])
        .execute();
      for (const asWho of [{}, { cookies }]) {
        const ask = (url: string) => stocked.inject({ url, ...asWho });
        const res = await ask('/api/products?inStock=true');
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.items.map((item: Item) => item.id)).toEqual([a]);
        expect(body).toMatchObject({ total: 1, pageCount: 1, facets: { inStock: 1 } });
        if (!('cookies' in asWho)) expectNoPrice(res.body);
        // Without it (or false) every product is listed, with the same count of the ones in stock.
        for (const url of ['/api/products', '/api/products?inStock=false'])
          expect((await ask(url)).json()).toMatchObject({ total: ids.length, facets: { inStock: 1 } });
      }
    } finally {
      await stocked.close();
    }
  });
});

describe('catalogue languages', () => {
  it('answers in Greek for lang=gr or a Greek Accept-Language, else in English', async () => {
    const gr = (await asVisitor('/api/products?lang=gr')).json();
    expect(gr.lang).toBe('gr');
    expect(gr.items[0].name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    expect(gr.items[0].material).toBe('Βαμβάκι');

    const header = (
      await asVisitor('/api/products', { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' })
    ).json();
    expect(header.lang).toBe('gr');
    const french = (await asVisitor('/api/products', { 'accept-language': 'fr-FR,fr;q=0.9' })).json();
    expect(french.lang).toBe('en');
    const override = (await asVisitor('/api/products?lang=en', { 'accept-language': 'el' })).json();
    expect(override.items[0].name).toBe('Red Tiered Maxi Dress');
  });
});

describe('GET /api/products/:id', () => {
  it('gives a visitor the full product and related products without prices', async () => {
    const res = await asVisitor('/api/products/5?lang=gr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.audience).toBe('visitor');
    expect(body.product).toMatchObject({
      id: '5',
      code: 'WF-1005',
      name: 'Μαύρο πλισέ βραδινό φόρεμα',
      category: 'dresses',
      images: ['/media/products/5.svg'],
      origin: 'Κατασκευασμένο στην Ινδία',
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      minimumOrder: 5,
    });
    expect(body.product.features.length).toBeGreaterThan(0);
    expect(body.related).toHaveLength(8);
    expect(body.related.map((r: Item) => r.id)).not.toContain('5');
    expectNoPrice(res.body);
  });

  it('gives a buyer the price of the product and of related ones', async () => {
    const body = (await asBuyer('/api/products/20')).json();
    expect(body.audience).toBe('buyer');
    expect(body.product.priceCents).toBe(999);
    for (const related of body.related as Item[]) expect(related.priceCents).toEqual(expect.any(Number));
  });

  it('puts products of the same category first among related ones', async () => {
    const top = (await asVisitor('/api/products/21')).json();
    expect(top.related).toHaveLength(8);
    const dress = (await asVisitor('/api/products/1')).json();
    expect(dress.related.every((r: Item) => r.category === 'dresses')).toBe(true);
  });

  it('answers an unknown id with a JSON 404', async () => {
    for (const res of [await asVisitor('/api/products/999'), await asBuyer('/api/products/does-not-exist')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'not_found',
          message: "The product you're looking for doesn't exist or has been removed.",
        },
      });
    }
    const tooLong = await asVisitor(`/api/products/${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('cached catalogue answers', () => {
  it("never hands one audience the other one's answer, and still checks the session each time", async () => {
    for (const url of ['/api/products?category=dresses&colours=red,blue', '/api/products/3']) {
      for (let round = 0; round < 2; round++) {
        const visitor = await asVisitor(url);
        expect(visitor.json().audience).toBe('visitor');
        expectNoPrice(visitor.body);
        expect(visitor.headers['content-type']).toBe('application/json; charset=utf-8');
        const buyer = await asBuyer(url);
        expect(buyer.json().audience).toBe('buyer');
        expect(buyer.body).toContain('priceCents');
        // A revoked or unknown session is a visitor at once, whatever was cached for buyers.
        const stale = await app.inject({ url, cookies: { shop_session: 'not-a-live-session' } });
        expect(stale.json().audience).toBe('visitor');
        expectNoPrice(stale.body);
      }
    }
  });

  it('answers a request already answered as before, and keeps a refused one refused', async () => {
    const url = '/api/products?category=dresses&colours=red&minPrice=10&maxPrice=60&sort=price-low';
    const first = await asBuyer(url, { 'accept-language': 'el' });
    const again = await asBuyer(url, { 'accept-language': 'el' });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers.vary).toContain('Accept-Language');
    expect(again.json().lang).toBe('gr');
    // The same URL in another language, or for a visitor, is its own answer.
    expect((await asBuyer(url)).json().lang).toBe('en');
    expectNoPrice((await asVisitor(url, { 'accept-language': 'el' })).body);
    const refused = '/api/products?minPrice=60&maxPrice=10';
    for (let round = 0; round < 2; round++) {
      expect((await asBuyer(refused)).json().error.code).toBe('validation_failed');
    }
  });

  it('answers colours in any order and repeated with the same listing', async () => {
    const a = await asBuyer('/api/products?colours=red,blue');
    const b = await asBuyer('/api/products?colours=blue&colours=red&colours=blue');
    expect(b.body).toBe(a.body);
  });

  it('keeps the language apart', async () => {
    const en = (await asVisitor('/api/products/5?lang=en')).json();
    const gr = (await asVisitor('/api/products/5', { 'accept-language': 'el-GR' })).json();
    expect([en.lang, gr.lang]).toEqual(['en', 'gr']);
    expect(gr.product.name).toBe('Μαύρο πλισέ βραδινό φόρεμα');
    expect(en.product.name).not.toBe(gr.product.name);
  });
});

describe('GET /media/products/:file', () => {
  it('serves a cacheable SVG per product', async () => {
    const res = await asVisitor('/media/products/11.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Multicolour Patchwork Maxi Dress');
  });

  it('answers unknown and malformed image names with JSON errors', async () => {
    expect((await asVisitor('/media/products/999.svg')).statusCode).toBe(404);
    expect((await asVisitor('/media/products/1.png')).statusCode).toBe(400);
    expect((await asVisitor('/media/products/..%2F..%2Fetc.svg')).statusCode).toBe(400);
  });
});
