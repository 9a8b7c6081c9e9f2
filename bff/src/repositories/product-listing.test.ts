import { SORTS, type Sort } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueProducts, buildTestApp } from '../../test/index.ts';
import type { ProductRow } from '../db/tables/core.ts';
import {
  catalogueFacets,
  listProducts,
  matchCounts,
  type ProductFilter,
  PUBLISHED,
  relatedProducts,
} from './products.ts';

let app: FastifyInstance;
let published: ProductRow[];

const readPublished = () =>
  app.db.selectFrom('products').selectAll().where('status', '=', PUBLISHED).execute();

beforeAll(async () => {
  app = await buildTestApp();
  // The built-in catalogue and 150 of the large one's products.
  await addCatalogueProducts(app.db, 150);
  // Spread over many stretches of catalogue order (2^POSITION_BUCKET_BITS positions each), some below 0 (new
  // products go before the first), in an order that is not the ids': the pages seek stretches.
  const all = await app.db.selectFrom('products').select('id').orderBy('id').execute();
  for (const [i, { id }] of all.entries())
    await app.db
      .updateTable('products')
      .set({ position: -1_000_000 - i })
      .where('id', '=', id)
      .execute();
  for (const [i, { id }] of all.entries())
    await app.db
      .updateTable('products')
      .set({ position: ((i * 7919) % all.length) * 173 - 9_000 })
      .where('id', '=', id)
      .execute();
  published = await readPublished();
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

describe('the counts the database keeps (migration 021)', () => {
  /** The facets as counted from the products themselves. */
  function expectedFacets() {
    const count = (of: (row: ProductRow) => string) => {
      const counts = new Map<string, number>();
      for (const row of published) counts.set(of(row), (counts.get(of(row)) ?? 0) + 1);
      return counts;
    };
    const prices = published.map((row) => row.price_cents);
    return {
      categories: count((row) => row.category),
      colours: count((row) => row.colour),
      minCents: Math.min(...prices),
      maxCents: Math.max(...prices),
    };
  }

  it('follow every change of a product: hidden, published, recoloured, repriced, moved, added, deleted', async () => {
    const [a, b, c, d] = published as [ProductRow, ProductRow, ProductRow, ProductRow];
    await app.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', a.id).execute();
    await app.db
      .updateTable('products')
      .set({ colour: a.colour === 'white' ? 'black' : 'white', price_cents: 123_456, category: c.category })
      .where('id', '=', b.id)
      .execute();
    await app.db.updateTable('products').set({ position: 5_000_000 }).where('id', '=', c.id).execute();
    await app.db.deleteFrom('product_photos').where('product_id', '=', d.id).execute();
    await app.db.deleteFrom('products').where('id', '=', d.id).execute();
    await app.db
      .insertInto('products')
      .values({ ...d, id: `${d.id}-again`, code: `${d.code}-AGAIN`, position: -77_777, price_cents: 1 })
      .execute();
    await app.db.updateTable('products').set({ status: PUBLISHED }).where('id', '=', a.id).execute();
    await app.db.updateTable('products').set({ status: 'draft' }).where('id', '=', a.id).execute();
    published = await readPublished();

    for (const filter of FILTERS)
      for (const sort of SORTS)
        expect((await matchCounts(app.db, filter, sort)).total).toBe(expected(filter, sort).length);
    const facets = await catalogueFacets(app.db);
    const wanted = expectedFacets();
    expect(new Map(facets.categories.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(
      wanted.categories,
    );
    expect(new Map(facets.colours.filter((c) => c.count > 0).map((c) => [c.value, c.count]))).toEqual(
      wanted.colours,
    );
    expect([facets.minCents, facets.maxCents]).toEqual([wanted.minCents, wanted.maxCents]);
  });

  it('are as many rows as prices or stretches, however many products match', async () => {
    const counts = await matchCounts(app.db, {}, 'price-low');
    expect(counts.groups.length).toBe(new Set(published.map((row) => row.price_cents)).size);
    const stretches = await matchCounts(app.db, {}, 'newest');
    expect(stretches.by).toBe('stretch');
    expect(stretches.groups.length).toBe(
      new Set(published.map((row) => Math.floor(row.position / 1024))).size,
    );
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
