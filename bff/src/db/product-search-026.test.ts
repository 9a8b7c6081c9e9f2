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
});
