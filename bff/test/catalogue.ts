import type { Kysely } from 'kysely';
import { catalogueProduct } from '../src/cli/seed-catalogue.ts';
import type { Database } from '../src/db/schema.ts';
import { forgetCatalogue } from '../src/repositories/products.ts';

/**
 * Adds `count` products of the large catalogue's seed (many share a price: they end in ,49 or ,99; some are
 * hidden or drafts) beside the built-in ones, and forgets what the catalogue caches held.
 */
export async function addCatalogueProducts(db: Kysely<Database>, count: number): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('products')
    .values(Array.from({ length: count }, (_, i) => catalogueProduct(i + 1, { seed: 7, total: count, now })))
    .execute();
  forgetCatalogue(db);
}
