import { SIZES, type Size, SORTS, type Sort } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueProducts, buildTestApp } from '../../test/index.ts';
import type { ProductRow } from '../db/tables/core.ts';
import { catalogueFacets, listProducts, matchCounts, type ProductFilter, PUBLISHED } from './products.ts';
import { reservePieces, setStockLevel, untrackStockLevel } from './stock.ts';

let app: FastifyInstance;
let published: ProductRow[];

beforeAll(async () => {
  app = await buildTestApp();
  await addCatalogueProducts(app.db, 120);
  // Spread over several stretches of catalogue order (2^POSITION_BUCKET_BITS positions each).
  const all = await app.db.selectFrom('products').select('id').orderBy('id').execute();
  for (const [i, { id }] of all.entries())
    await app.db
      .updateTable('products')
      .set({ position: ((i * 7919) % all.length) * 211 - 5_000 })
      .where('id', '=', id)
      .execute();
  published = await app.db.selectFrom('products').selectAll().where('status', '=', PUBLISHED).execute();
  // Every third product holds pieces of a size or two, every fifth holds none (tracked, out of stock).
  for (const [i, row] of published.entries()) {
    if (i % 3 === 0) await setStockLevel(app.db, row.id, 'M', 5 + (i % 7), null);
    if (i % 6 === 0) await setStockLevel(app.db, row.id, 'L', 2, null);
    if (i % 5 === 0) await setStockLevel(app.db, row.id, 'S', 0, '2030-01-01');
  }
});
afterAll(() => app.close());

/** The products with a free piece, as the stock rows themselves say (not the flag the triggers keep). */
async function inStockIds(): Promise<Set<string>> {
  const rows = await app.db
    .selectFrom('product_stock')
    .select('product_id')
    .whereRef('on_hand', '>', 'reserved')
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** The listing as its definition says, "in stock now" included. */
async function expected(filter: ProductFilter, sort: Sort): Promise<string[]> {
  const free = await inStockIds();
  const price = (row: ProductRow) =>
    sort === 'price-low' ? row.price_cents : sort === 'price-high' ? -row.price_cents : 0;
  return published
    .filter(
      (row) =>
        (!filter.inStock || free.has(row.id)) &&
        (!filter.category || row.category === filter.category) &&
        (!filter.colours || (filter.colours as string[]).includes(row.colour)) &&
        (filter.minCents === undefined || row.price_cents >= filter.minCents) &&
        (filter.maxCents === undefined || row.price_cents <= filter.maxCents),
    )
    .sort((a, b) => price(a) - price(b) || a.position - b.position)
    .map((row) => row.id);
}

const FILTERS: ProductFilter[] = [
  { inStock: true },
  { inStock: true, colours: ['white', 'black', 'blue'] },
  { inStock: true, category: 'dresses', minCents: 1500, maxCents: 4000 },
  { inStock: true, minCents: 2000 },
  {},
];

/** Every page of every filter and sort, and the facets' "in stock now", against the stock rows. */
async function expectListingsAsTheStockSays(): Promise<void> {
  for (const filter of FILTERS)
    for (const sort of SORTS) {
      const all = await expected(filter, sort);
      expect((await matchCounts(app.db, filter, sort)).total).toBe(all.length);
      for (let offset = 0; offset <= all.length; offset += 7) {
        const { rows, total } = await listProducts(app.db, filter, sort, { limit: 7, offset });
        expect(total).toBe(all.length);
        expect(rows.map((row) => row.id)).toEqual(all.slice(offset, offset + 7));
      }
    }
  const free = await inStockIds();
  expect((await catalogueFacets(app.db)).inStock).toBe(published.filter((row) => free.has(row.id)).length);
}

describe('the "in stock now" filter (migration 024)', () => {
  it('lists only products with a free piece of a tracked size, every page in order', async () => {
    const free = await inStockIds();
    expect(free.size).toBeGreaterThan(10);
    // Products with no stock rows, or only empty ones, are not in stock now.
    const withRows = new Set(
      (await app.db.selectFrom('product_stock').select('product_id').execute()).map((r) => r.product_id),
    );
    expect(withRows.size).toBeGreaterThan(free.size);
    await expectListingsAsTheStockSays();
  });

  it('follows the stock: a size restocked, sold out by reservations, released, untracked, deleted', async () => {
    const [a, b, c, d, e] = published.filter((_, i) => i % 3 !== 0 && i % 5 !== 0) as [
      ProductRow,
      ProductRow,
      ProductRow,
      ProductRow,
      ProductRow,
    ];
    const held = published.find((_, i) => i % 3 === 0 && i % 6 !== 0) as ProductRow;
    // New stock of an untracked product, then all of it reserved by accepted quotes.
    expect(await setStockLevel(app.db, a.id, 'XS', 4, null)).toBe(true);
    expect(await reservePieces(app.db, a.id, 'XS', 4)).toBe(true);
    // Stock of a product bought up, then one piece given back (a cancelled quote).
    await setStockLevel(app.db, b.id, 'M', 3, null);
    await reservePieces(app.db, b.id, 'M', 3);
    await app.db
      .updateTable('product_stock')
      .set({ reserved: 2 })
      .where('product_id', '=', b.id)
      .where('size', '=', 'M')
      .execute();
    // A product in stock whose size stops being tracked; another whose pieces are counted down to 0.
    await setStockLevel(app.db, c.id, 'XL', 8, null);
    expect(await untrackStockLevel(app.db, c.id, 'XL')).toBe(true);
    const heldSize = (
      await app.db.selectFrom('product_stock').select('size').where('product_id', '=', held.id).execute()
    ).map((r) => r.size as Size);
    for (const size of heldSize) await setStockLevel(app.db, held.id, size, 0, null);
    // Stock rows deleted with their product, and a hidden product in stock is still not listed.
    await setStockLevel(app.db, d.id, 'M', 9, null);
    await app.db.deleteFrom('product_photos').where('product_id', '=', d.id).execute();
    await app.db.deleteFrom('products').where('id', '=', d.id).execute();
    await setStockLevel(app.db, e.id, 'M', 9, null);
    await app.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', e.id).execute();
    published = await app.db.selectFrom('products').selectAll().where('status', '=', PUBLISHED).execute();

    const flags = new Map(published.map((row) => [row.id, Number(row.in_stock)]));
    expect([flags.get(a.id), flags.get(b.id), flags.get(c.id), flags.get(held.id)]).toEqual([0, 1, 0, 0]);
    expect(SIZES).toContain(heldSize[0]);
    await expectListingsAsTheStockSays();
  });
});
