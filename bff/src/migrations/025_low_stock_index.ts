import { type Kysely, sql } from 'kysely';

/**
 * The sizes the office's low-stock list and the inbox's count read (`GET /api/office/stock/low`): fewer than
 * this many pieces free. Contracts `LOW_STOCK_THRESHOLD` as it was when the index was made; a test keeps them
 * equal, so a new threshold comes with a migration that makes the index again.
 */
export const LOW_STOCK_INDEXED_BELOW = 10;

/**
 * A partial index of the low sizes only, on both engines: the list and the count read the few low rows
 * instead of every tracked size of the catalogue (five per product), from the index alone (it holds the
 * pieces too). A query uses it when its condition is this one written the same way, with the number as a
 * literal (a bound parameter cannot be proven to imply it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_stock_low')
    .on('product_stock')
    .columns(['product_id', 'size', 'on_hand', 'reserved'])
    .where(sql<boolean>`on_hand - reserved < ${sql.lit(LOW_STOCK_INDEXED_BELOW)}`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_stock_low').execute();
}
