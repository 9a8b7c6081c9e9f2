import { SORTS, type Sort } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueProducts, buildTestApp } from '../../test/index.ts';
import type { ProductRow } from '../db/tables/core.ts';
import {
  countProducts,
  forgetCatalogue,
  listProducts,
  type ProductFilter,
  PUBLISHED,
  relatedProducts,
} from './products.ts';

let app: FastifyInstance;
let published: ProductRow[];

beforeAll(async () => {
  app = await buildTestApp();
  // The built-in catalogue and 150 of the large one's products.
  await addCatalogueProducts(app.db, 150);
  published = await app.db.selectFrom('products').selectAll().where('status', '=', PUBLISHED).execute();
});
afterAll(() => app.close());

/** The listing as the definition says: published, filtered, sorted, ties in catalogue order. */
function expected(filter: ProductFilter, sort: Sort): string[] {
  const price = (row: ProductRow) =>
    sort === 'price-low' ? row.price_cents : sort === 'price-high' ? -row.price_cents : 0;
  return published
    .filter(
      (row) =>
        (!filter.category || row.category === filter.category) &&
        (!filter.colours || (filter.colours as string[]).includes(row.colour)) &&
        (filter.minCents === undefined || row.price_cents >= filter.minCents) &&
        (filter.maxCents === undefined || row.price_cents <= filter.maxCents),
    )
    .sort((a, b) => price(a) - price(b) || a.position - b.position)
    .map((row) => row.id);
}

const FILTERS: ProductFilter[] = [
  {},
  { colours: ['white'] },
  { colours: ['blue', 'black', 'white'], minCents: 1500, maxCents: 3500 },
  { category: 'dresses', colours: ['white', 'beige'] },
  { category: 'tops', minCents: 1000 },
  { colours: ['orange'], minCents: 999_000 },
];

describe('listProducts', () => {
  it.each(SORTS)('gives every page of %s in order, read from either end', async (sort) => {
    for (const filter of FILTERS) {
      const all = expected(filter, sort);
      // 12 is the shop's page; 5 and 7 end on a part-filled page, which is read from the end.
      for (const limit of [12, 5, 7]) {
        for (let offset = 0; offset <= all.length; offset += limit) {
          const { rows, total } = await listProducts(app.db, filter, sort, { limit, offset });
          expect(total).toBe(all.length);
          expect(rows.map((row) => row.id)).toEqual(all.slice(offset, offset + limit));
        }
      }
    }
  });

  it('gives nothing past the end', async () => {
    const { rows, total } = await listProducts(app.db, {}, 'newest', { limit: 12, offset: 10_000 });
    expect(rows).toEqual([]);
    expect(total).toBe(published.length);
  });
});

describe('countProducts', () => {
  it('counts a filter once within the TTL, however its colours are spelled, and again after forgetCatalogue', async () => {
    forgetCatalogue(app.db);
    const filter: ProductFilter = { colours: ['white', 'blue'] };
    const before = await countProducts(app.db, filter);
    expect(before).toBe(expected(filter, 'newest').length);
    expect(countProducts(app.db, { colours: ['blue', 'white'] })).toBe(countProducts(app.db, filter));

    const id = (published.find((row) => row.colour === 'white') as ProductRow).id;
    await app.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', id).execute();
    try {
      expect(await countProducts(app.db, filter)).toBe(before);
      forgetCatalogue(app.db);
      expect(await countProducts(app.db, filter)).toBe(before - 1);
    } finally {
      await app.db.updateTable('products').set({ status: PUBLISHED }).where('id', '=', id).execute();
      forgetCatalogue(app.db);
    }
  });
});

describe('relatedProducts (automatic)', () => {
  it('gives the same category first, then the others, each in catalogue order', async () => {
    const byPosition = [...published].sort((a, b) => a.position - b.position);
    for (const product of [
      published[0],
      published[published.length >> 1],
      published.at(-1),
    ] as ProductRow[]) {
      // 8 as the product page asks; 100 and 500 take in other categories too, and everything.
      for (const limit of [8, 100, 500]) {
        const others = byPosition.filter((row) => row.id !== product.id);
        const wanted = [
          ...others.filter((row) => row.category === product.category),
          ...others.filter((row) => row.category !== product.category),
        ].slice(0, limit);
        const related = await relatedProducts(app.db, { ...product, related: null }, limit);
        expect(related.map((row) => row.id)).toEqual(wanted.map((row) => row.id));
      }
    }
  });
});
