import type { Kysely } from 'kysely';
import { catalogueProduct } from '../src/cli/seed-catalogue.ts';
import type { Database } from '../src/db/schema.ts';
import { indexProductWords } from '../src/db/search-index.ts';
import { forgetCatalogue } from '../src/repositories/products.ts';

/**
 * Adds `count` products of the large catalogue's seed (many share a price: they end in ,49 or ,99; some are
 * hidden or drafts) beside the built-in ones, indexed for the search, and forgets what the catalogue caches held.
 */
export async function addCatalogueProducts(
  db: Kysely<Database>,
  count: number,
  options: { searchIndex: boolean } = { searchIndex: true },
): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) =>
    catalogueProduct(i + 1, { seed: 7, total: count, now }),
  );
  await db.insertInto('products').values(rows).execute();
  // A database migrated to before the search index (migration 026) has no index to write.
  if (options.searchIndex)
    await indexProductWords(
      db,
      rows.map((row) => row.id),
    );
  forgetCatalogue(db);
}

/** Shows the photo of this content key on a product (the first product, published, by default). */
export async function showPhotoOn(
  db: Kysely<Database>,
  photo: { key: string; width: number; height: number; widths: number[] },
  productId = '1',
): Promise<void> {
  await db
    .insertInto('product_photos')
    .values({
      id: `test-${photo.key}-${productId}`,
      product_id: productId,
      position: 100,
      key: photo.key,
      width: photo.width,
      height: photo.height,
      widths: JSON.stringify(photo.widths),
      created_at: new Date().toISOString(),
    })
    .execute();
}
