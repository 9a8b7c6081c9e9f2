import type { Size, StockLevel } from '@shop/contracts';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';
import type { Database } from '../db/schema.ts';

type Row = {
  product_id: string;
  size: string;
  on_hand: number;
  reserved: number;
  restock_date: string | null;
};

const toLevel = (row: Row): StockLevel => ({
  size: row.size as Size,
  onHand: Number(row.on_hand),
  reserved: Number(row.reserved),
  restockDate: row.restock_date,
});

/** The tracked sizes of these products, by product id. */
export async function stockLevelsOf(
  db: Kysely<Database>,
  productIds: readonly string[],
): Promise<Map<string, StockLevel[]>> {
  const levels = new Map<string, StockLevel[]>();
  if (productIds.length === 0) return levels;
  const rows = await db
    .selectFrom('product_stock')
    .select(['product_id', 'size', 'on_hand', 'reserved', 'restock_date'])
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  for (const row of rows) {
    const list = levels.get(row.product_id) ?? [];
    list.push(toLevel(row));
    levels.set(row.product_id, list);
  }
  return levels;
}

/**
 * The tracked sizes of one product, locked for this transaction on PostgreSQL (`for update`: a concurrent
 * reservation of the same rows waits for this one's commit and then reads what it left). SQLite has one writer
 * at a time: a transaction that writes holds the whole database.
 */
export async function lockedStockLevels(trx: Kysely<Database>, productId: string): Promise<StockLevel[]> {
  let query = trx
    .selectFrom('product_stock')
    .select(['product_id', 'size', 'on_hand', 'reserved', 'restock_date'])
    .where('product_id', '=', productId)
    .orderBy('size');
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()).map(toLevel);
}

/** The product's stock settings: sizes, back-order lead time, the stock editor's version. */
export function stockProductRow(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'code',
      'status',
      'sizes',
      'backorder_days',
      'stock_version',
      'stock_updated_at',
      'stock_updated_by',
    ])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** Back-order lead times of these products (null: not back-ordered). */
export async function backorderDaysOf(
  db: Kysely<Database>,
  productIds: readonly string[],
): Promise<Map<string, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'backorder_days'])
    .where('id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(
    rows.map((row) => [row.id, row.backorder_days === null ? null : Number(row.backorder_days)]),
  );
}

/**
 * Adds `pieces` to a size's reserved ones if that many are still free: false when they are not (the row
 * changed since it was read, or the size is not tracked). The table's own check keeps `reserved <= on_hand`.
 */
export async function reservePieces(
  trx: Kysely<Database>,
  productId: string,
  size: Size,
  pieces: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('product_stock')
    .set({ reserved: sql`reserved + ${pieces}` })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where(sql<boolean>`on_hand - reserved >= ${pieces}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReservation(
  trx: Kysely<Database>,
  row: {
    requestId: string;
    productId: string;
    size: Size;
    fromStock: number;
    backordered: number;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('stock_reservations')
    .values({
      request_id: row.requestId,
      product_id: row.productId,
      size: row.size,
      from_stock: row.fromStock,
      backordered: row.backordered,
      created_at: row.at,
    })
    .execute();
}

/** What a request holds, size by size. */
export function reservationsOf(trx: Kysely<Database>, requestId: string) {
  return trx
    .selectFrom('stock_reservations')
    .select(['product_id', 'size', 'from_stock', 'backordered'])
    .where('request_id', '=', requestId)
    .orderBy('product_id')
    .orderBy('size')
    .execute();
}

/**
 * Gives a request's reserved pieces back (`takeOut: false`: cancelled) or takes them out of the stock
 * (`takeOut: true`: shipped), and forgets the reservation. Sizes the team stopped tracking meanwhile are
 * skipped: nothing is held there.
 */
export async function endReservations(
  trx: Kysely<Database>,
  requestId: string,
  takeOut: boolean,
): Promise<{ productId: string; size: string; fromStock: number }[]> {
  const held = await reservationsOf(trx, requestId);
  for (const row of held) {
    if (Number(row.from_stock) === 0) continue;
    const pieces = Number(row.from_stock);
    await trx
      .updateTable('product_stock')
      .set(
        takeOut
          ? { reserved: sql`reserved - ${pieces}`, on_hand: sql`on_hand - ${pieces}` }
          : { reserved: sql`reserved - ${pieces}` },
      )
      .where('product_id', '=', row.product_id)
      .where('size', '=', row.size)
      .where('reserved', '>=', pieces)
      .execute();
  }
  await trx.deleteFrom('stock_reservations').where('request_id', '=', requestId).execute();
  return held.map((row) => ({
    productId: row.product_id,
    size: row.size,
    fromStock: Number(row.from_stock),
  }));
}

/**
 * Sets a size's pieces on hand and restock date, creating the row when the size was not tracked: false when
 * accepted quotes hold more than `onHand` (nothing written).
 */
export async function setStockLevel(
  trx: Kysely<Database>,
  productId: string,
  size: Size,
  onHand: number,
  restockDate: string | null,
): Promise<boolean> {
  const result = await trx
    .insertInto('product_stock')
    .values({ product_id: productId, size, on_hand: onHand, reserved: 0, restock_date: restockDate })
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'size'])
        .doUpdateSet({ on_hand: onHand, restock_date: restockDate })
        .where('product_stock.reserved', '<=', onHand),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Stops tracking a size: false when accepted quotes still hold pieces of it (nothing written). */
export async function untrackStockLevel(
  trx: Kysely<Database>,
  productId: string,
  size: Size,
): Promise<boolean> {
  const held = await trx
    .selectFrom('product_stock')
    .select('reserved')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  if (!held) return true;
  if (Number(held.reserved) > 0) return false;
  await trx
    .deleteFrom('product_stock')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
  return true;
}

/** Raises the product's stock version from `version` with its back-order lead time: false when it moved on. */
export async function bumpStockVersion(
  trx: Kysely<Database>,
  productId: string,
  version: number,
  change: { backorderDays: number | null; at: string; by: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set({
      backorder_days: change.backorderDays,
      stock_version: version + 1,
      stock_updated_at: change.at,
      stock_updated_by: change.by,
    })
    .where('id', '=', productId)
    .where('stock_version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
