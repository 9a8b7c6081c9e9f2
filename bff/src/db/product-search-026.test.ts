import { describe, expect, it } from 'vitest';
import { addCatalogueProducts, databaseMigratedUpTo } from '../../test/index.ts';
import { searchScores } from '../repositories/product-search.ts';
import { migrateToLatest } from './connect.ts';
import { productSearchWords } from './search-index.ts';

describe('migration 026 on a catalogue already stored', () => {
  it("indexes every product's names and code, whatever its status, as a save would", async () => {
    const { db, schema, cleanup } = await databaseMigratedUpTo('025_low_stock_index');
    try {
      await addCatalogueProducts(db, 300, { searchIndex: false });
      await migrateToLatest(db, schema);

      const products = await db.selectFrom('products').select(['id', 'code', 'name_en', 'name_gr']).execute();
      const stored = await db.selectFrom('product_search_words').selectAll().execute();
      const byProduct = new Map<string, string[]>();
      for (const row of stored)
        byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), `${row.word}:${row.kind}`]);
      expect(byProduct.size).toBe(products.length);
      // Each word row carries its product's filter and sort columns.
      const columns = await db
        .selectFrom('products')
        .select(['id', 'status', 'category', 'colour', 'in_stock', 'price_cents', 'position'])
        .execute();
      const byId = new Map(columns.map(({ id, ...rest }) => [id, rest]));
      for (const row of stored)
        expect({
          status: row.status,
          category: row.category,
          colour: row.colour,
          in_stock: row.in_stock,
          price_cents: row.price_cents,
          position: row.position,
        }).toEqual(byId.get(row.product_id));
      for (const product of products)
        expect((byProduct.get(product.id) ?? []).sort()).toEqual(
          productSearchWords(product)
            .map(({ word, kind }) => `${word}:${kind}`)
            .sort(),
        );
      // The typo spellings came with the words: a typo finds what the word finds.
      const exact = await searchScores(db, 'Folegandros');
      expect(exact.size).toBeGreaterThan(0);
      expect([...(await searchScores(db, 'Folegnadros')).keys()].sort()).toEqual([...exact.keys()].sort());
    } finally {
      await db.destroy();
      cleanup();
    }
  });

  it("keeps each word row's product columns as the product changes, its stock too", async () => {
    const { db, schema, cleanup } = await databaseMigratedUpTo('025_low_stock_index');
    try {
      await addCatalogueProducts(db, 20, { searchIndex: false });
      await migrateToLatest(db, schema);
      const product = await db
        .selectFrom('products')
        .selectAll()
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      const wordsOf = () =>
        db
          .selectFrom('product_search_words')
          .select(['status', 'category', 'colour', 'in_stock', 'price_cents', 'position'])
          .distinct()
          .where('product_id', '=', product.id)
          .execute();
      await db
        .updateTable('products')
        .set({ status: 'hidden', category: 'tops', colour: 'teal', price_cents: 1234, position: 987_654 })
        .where('id', '=', product.id)
        .execute();
      expect(await wordsOf()).toEqual([
        {
          status: 'hidden',
          category: 'tops',
          colour: 'teal',
          in_stock: product.in_stock,
          price_cents: 1234,
          position: 987_654,
        },
      ]);
      // The stock's trigger sets the product's flag, and the words follow it.
      const flags = async () => {
        const [words] = await wordsOf();
        const row = await db
          .selectFrom('products')
          .select('in_stock')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
        return [row.in_stock, words?.in_stock];
      };
      await db.deleteFrom('product_stock').where('product_id', '=', product.id).execute();
      expect(await flags()).toEqual([0, 0]);
      const [size] = JSON.parse(product.sizes) as string[];
      await db
        .insertInto('product_stock')
        .values({ product_id: product.id, size: size ?? 'M', on_hand: 10, reserved: 0, restock_date: null })
        .execute();
      expect(await flags()).toEqual([1, 1]);
    } finally {
      await db.destroy();
      cleanup();
    }
  });
});
