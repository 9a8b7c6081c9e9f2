import { type Kysely, sql } from 'kysely';

/**
 * Stock per product and size (issue 49). `product_stock` holds, for each size the team keeps stock of, the
 * pieces on hand, the pieces accepted quotes reserved, and an optional restock date; a size without a row is
 * not tracked (nothing is promised or refused for it). The database itself refuses a reservation beyond what
 * is held (`reserved <= on_hand`), on both engines: whatever the code does, two accepted quotes cannot be
 * promised the same last pieces.
 *
 * `stock_reservations` says which request holds how many of which size (`from_stock`, and `backordered`: made
 * for the buyer beyond the stock), so that cancelling releases exactly what it held and shipping takes exactly
 * that out. Products gain `backorder_days` (null: not back-ordered) and `stock_version`, raised by every save
 * of the stock in the office (the editor's stale check; reservations do not change it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('on_hand', 'integer', (c) => c.notNull().check(sql`on_hand >= 0`))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reserved >= 0`))
    .addColumn('restock_date', 'text')
    .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'size'])
    .addCheckConstraint('product_stock_reserved_held', sql`reserved <= on_hand`)
    .execute();

  await db.schema
    .createTable('stock_reservations')
    .addColumn('request_id', 'text', (c) => c.notNull().references('order_requests.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('from_stock', 'integer', (c) => c.notNull().check(sql`from_stock >= 0`))
    .addColumn('backordered', 'integer', (c) => c.notNull().defaultTo(0).check(sql`backordered >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_reservations_pk', ['request_id', 'product_id', 'size'])
    .execute();
  await db.schema
    .createIndex('stock_reservations_product')
    .on('stock_reservations')
    .columns(['product_id', 'size'])
    .execute();

  await db.schema.alterTable('products').addColumn('backorder_days', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('stock_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('products').addColumn('stock_updated_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('stock_updated_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['stock_updated_by', 'stock_updated_at', 'stock_version', 'backorder_days'])
    await db.schema.alterTable('products').dropColumn(column).execute();
  await db.schema.dropTable('stock_reservations').execute();
  await db.schema.dropTable('product_stock').execute();
}
