import { randomBytes } from 'node:crypto';
import type { OfficeProduct } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { officeProductOf, type PhotoRow, type ProductRow } from './product-rows.ts';

/** Reads of `products` and `product_photos` the office's changes share (any of them may run in a transaction). */

export function findProductRow(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A product's photos in their order (the first is the main one). */
export function photoRowsOf(db: Kysely<Database>, productId: string): Promise<PhotoRow[]> {
  return db
    .selectFrom('product_photos')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position', 'asc')
    .execute();
}

export async function findOfficeProduct(
  db: Kysely<Database>,
  id: string,
): Promise<OfficeProduct | undefined> {
  const row = await findProductRow(db, id);
  return row ? officeProductOf(row, await photoRowsOf(db, id)) : undefined;
}

/** The id of the product with this code, if any. */
export async function productIdWithCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** Which of these ids no product has. */
export async function unknownProductIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The first of `count` positions before every product's: new products come first in catalogue order, which is
 * the shop's "Newest" (a season's collection opens the catalogue), in the order they are given.
 */
export async function newProductPosition(db: Kysely<Database>, count = 1): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.min('position').as('first'))
    .executeTakeFirst();
  return Number(row?.first ?? 1) - count;
}

/**
 * The id of a new product, part of its page's URL (`/product/wf-1023`): the code in lower case, or a random
 * one when a product has that id already (one whose code was changed since).
 */
export async function newProductId(db: Kysely<Database>, code: string): Promise<string> {
  const readable = code.toLowerCase();
  const taken = await db.selectFrom('products').select('id').where('id', '=', readable).executeTakeFirst();
  return taken ? `p-${randomBytes(6).toString('hex')}` : readable;
}

/**
 * Raises the product's `photos_version`, which takes its row lock for the rest of the transaction
 * (PostgreSQL; SQLite runs one transaction at a time): changes of its photos then follow one another. The
 * version the photos had until now; undefined when there is no such product.
 */
export async function lockProductPhotos(db: Kysely<Database>, id: string): Promise<number | undefined> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ photos_version: eb('photos_version', '+', 1) }))
    .where('id', '=', id)
    .returning('photos_version')
    .executeTakeFirst();
  return row ? row.photos_version - 1 : undefined;
}
