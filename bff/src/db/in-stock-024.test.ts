import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addCatalogueProducts, databaseMigratedUpTo } from '../../test/index.ts';
import { migrateToLatest, migrateUpTo } from './connect.ts';
import type { Database } from './schema.ts';
import { POSITION_BUCKET_BITS } from './tables/core.ts';

/** Stock rows: a free piece (`on_hand > reserved`) or none. */
const stock = (productId: string, size: string, onHand: number, reserved = 0) => ({
  product_id: productId,
  size,
  on_hand: onHand,
  reserved,
  restock_date: null,
});

/** The counts tables as maps `category colour key in_stock` → n (rows at 0 left out). */
async function countsOf(db: Kysely<Database>) {
  const byPrice = await db.selectFrom('product_price_counts').selectAll().where('n', '>', 0).execute();
  const byStretch = await db.selectFrom('product_position_counts').selectAll().where('n', '>', 0).execute();
  return {
    byPrice: new Map(
      byPrice.map((r) => [`${r.category} ${r.colour} ${r.price_cents} ${r.in_stock}`, Number(r.n)]),
    ),
    byStretch: new Map(
      byStretch.map((r) => [`${r.category} ${r.colour} ${r.bucket} ${r.in_stock}`, Number(r.n)]),
    ),
  };
}

/** The same counted from the products and their stock rows themselves. */
async function tallied(db: Kysely<Database>) {
  const free = new Set(
    (
      await db.selectFrom('product_stock').select('product_id').whereRef('on_hand', '>', 'reserved').execute()
    ).map((r) => r.product_id),
  );
  const published = await db.selectFrom('products').selectAll().where('status', '=', 'published').execute();
  const tally = (key: (row: (typeof published)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const row of published) {
      const k = `${key(row)} ${free.has(row.id) ? 1 : 0}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  return {
    byPrice: tally((row) => `${row.category} ${row.colour} ${row.price_cents}`),
    byStretch: tally(
      (row) => `${row.category} ${row.colour} ${Math.floor(row.position / 2 ** POSITION_BUCKET_BITS)}`,
    ),
  };
}

describe('migration 024 on a catalogue with stock already stored', () => {
  it('flags the products with a free piece, counts them apart, and keeps both as the stock moves', async () => {
    const { db, schema, cleanup } = await databaseMigratedUpTo('023_stock');
    try {
      await addCatalogueProducts(db, 200, { searchIndex: false });
      const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
      const [free, bought, empty, untracked, other] = ids as [string, string, string, string, string];
      await db
        .insertInto('product_stock')
        .values([
          stock(free, 'M', 5),
          stock(free, 'L', 0),
          stock(bought, 'M', 3, 3),
          stock(empty, 'S', 0),
          ...ids.slice(10, 60).map((id, i) => stock(id, 'XL', i % 2)),
        ])
        .execute();
      await migrateToLatest(db, schema);

      const flag = async (id: string) =>
        Number(
          (await db.selectFrom('products').select('in_stock').where('id', '=', id).executeTakeFirstOrThrow())
            .in_stock,
        );
      expect([await flag(free), await flag(bought), await flag(empty), await flag(untracked)]).toEqual([
        1, 0, 0, 0,
      ]);
      expect(await countsOf(db)).toEqual(await tallied(db));

      // Every way the stock moves: a reservation, a release, a new size, a count to 0, a size untracked.
      await db
        .updateTable('product_stock')
        .set({ reserved: 5 })
        .where('product_id', '=', free)
        .where('size', '=', 'M')
        .execute();
      await db.updateTable('product_stock').set({ reserved: 1 }).where('product_id', '=', bought).execute();
      await db
        .insertInto('product_stock')
        .values(stock(untracked, 'XS', 7))
        .execute();
      await db.updateTable('product_stock').set({ on_hand: 4 }).where('product_id', '=', empty).execute();
      await db.deleteFrom('product_stock').where('product_id', '=', empty).execute();
      await db
        .insertInto('product_stock')
        .values(stock(other, 'M', 2))
        .execute();
      await db
        .updateTable('product_stock')
        .set({ product_id: untracked })
        .where('product_id', '=', other)
        .execute();
      expect([await flag(free), await flag(bought), await flag(empty), await flag(untracked)]).toEqual([
        0, 1, 0, 1,
      ]);
      expect(await flag(other)).toBe(0);
      // A product change keeps its flag in the counts; its deletion takes its stock rows with it.
      await db.updateTable('products').set({ price_cents: 77_777 }).where('id', '=', untracked).execute();
      await db.deleteFrom('product_photos').where('product_id', '=', bought).execute();
      await db.deleteFrom('products').where('id', '=', bought).execute();
      expect(await countsOf(db)).toEqual(await tallied(db));

      // Down to 023: the counts of 021 again, and stock changes no longer touch products.
      await migrateUpTo(db, '023_stock', schema);
      const byPrice = await db.selectFrom('product_price_counts').selectAll().where('n', '>', 0).execute();
      expect(byPrice.reduce((sum, r) => sum + Number(r.n), 0)).toBe(
        (await db.selectFrom('products').select('id').where('status', '=', 'published').execute()).length,
      );
      await db.updateTable('product_stock').set({ reserved: 0 }).where('product_id', '=', free).execute();
      await migrateToLatest(db, schema);
      expect(await flag(free)).toBe(1);
      expect(await countsOf(db)).toEqual(await tallied(db));
    } finally {
      await db.destroy();
      cleanup();
    }
  });
});
