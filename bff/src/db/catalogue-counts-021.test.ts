import { describe, expect, it } from 'vitest';
import { addCatalogueProducts, databaseMigratedUpTo } from '../../test/index.ts';
import { migrateToLatest } from './connect.ts';
import { POSITION_BUCKET_BITS } from './tables/core.ts';

describe('migration 021 on a catalogue already stored', () => {
  it('counts the published products per category, colour and price, and per stretch of catalogue order', async () => {
    const { db, schema, cleanup } = await databaseMigratedUpTo('020_product_photos_key_index');
    try {
      // Many share a price; some are hidden or drafts.
      await addCatalogueProducts(db, 300, { searchIndex: false });
      await migrateToLatest(db, schema);
      const published = await db
        .selectFrom('products')
        .selectAll()
        .where('status', '=', 'published')
        .execute();
      expect(published.length).toBeLessThan(300);
      const tally = (key: (row: (typeof published)[number]) => string) => {
        const counts = new Map<string, number>();
        for (const row of published) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
        return counts;
      };
      const byPrice = await db.selectFrom('product_price_counts').selectAll().execute();
      expect(
        new Map(byPrice.map((r) => [`${r.category} ${r.colour} ${r.price_cents}`, Number(r.n)])),
      ).toEqual(tally((row) => `${row.category} ${row.colour} ${row.price_cents}`));
      const byStretch = await db.selectFrom('product_position_counts').selectAll().execute();
      expect(new Map(byStretch.map((r) => [`${r.category} ${r.colour} ${r.bucket}`, Number(r.n)]))).toEqual(
        tally(
          (row) => `${row.category} ${row.colour} ${Math.floor(row.position / 2 ** POSITION_BUCKET_BITS)}`,
        ),
      );
    } finally {
      await db.destroy();
      cleanup();
    }
  });
});
