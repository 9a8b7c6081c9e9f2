import {
  LOW_STOCK_THRESHOLD,
  type OfficeLowStockItem,
  type OfficeLowStockList,
  type OfficeLowStockQuery,
  SIZES,
  type Size,
} from '@shop/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidFields } from '../../lib/api-error.ts';

/**
 * The office's low-stock list (issue 49), worked out from `product_stock` as it is, never stored: a published
 * product is low when a tracked size has fewer than `LOW_STOCK_THRESHOLD` pieces free (contracts `isLow`).
 * Drafts and hidden products are left out: no buyer can order them, so nothing is about to run out. A product
 * that takes back-orders is still told (its buyers wait the lead time for what is missing) but after the ones
 * that cannot be ordered beyond their stock: those turn buyers away.
 */

const DEFAULT_LIMIT = 25;

/**
 * A size is low: written as migration 025's partial index is, the number a literal, so both engines read the
 * low rows from that index alone (a bound parameter could not be proven to imply the index's condition).
 */
export const isLowRow = sql<boolean>`product_stock.on_hand - product_stock.reserved < ${sql.lit(LOW_STOCK_THRESHOLD)}`;

/** Where a page ended, in the list's order: back-ordered (0 or 1), the fewest free pieces, the code. */
interface LowCursor {
  backordered: number;
  leastFree: number;
  code: string;
}

const encodeLowCursor = (cursor: LowCursor) =>
  Buffer.from(JSON.stringify([cursor.backordered, cursor.leastFree, cursor.code])).toString('base64url');

/** A cursor from the client; anything but one this server made is a 400 on `cursor`. */
function decodeLowCursor(text: string): LowCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      (value[0] === 0 || value[0] === 1) &&
      Number.isInteger(value[1]) &&
      typeof value[2] === 'string'
    ) {
      return { backordered: value[0], leastFree: value[1], code: value[2] };
    }
  } catch {
    // falls through to the field error
  }
  throw invalidFields({ cursor: 'invalid_value' });
}

/**
 * How many published products are low: the low rows through migration 025's partial index (the index alone),
 * one per product, joined to their products by key. Counted on every inbox answer rather than kept by
 * triggers as the request counts are (decision 0037): at the shop's scale, hundreds of products and a few
 * low, that is a few index entries. At the bench's 50 000 products, 19 600 of them low in 84 000 sizes, it
 * took 20–75 ms (SQLite, PostgreSQL) on a busy machine; a catalogue that large would want it kept.
 */
export async function countLowStock(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('product_stock')
        .select('product_stock.product_id')
        .where(isLowRow)
        .groupBy('product_stock.product_id')
        .as('low'),
    )
    .innerJoin('products', 'products.id', 'low.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('products.status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of low products, each with its low sizes, in one statement: the low rows grouped per product (their
 * fewest free pieces), the page of products picked from those in the list's order after the cursor, and their
 * low rows joined back. Then the count of all of them (`countLowStock`). The order is worked out from the low
 * rows on every page (no index holds a product's fewest free pieces): nothing at the shop's scale; 65–250 ms
 * a page at the bench's 19 600 low products on a busy machine.
 */
export async function listLowStock(
  db: Kysely<Database>,
  query: OfficeLowStockQuery,
): Promise<OfficeLowStockList> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor ? decodeLowCursor(query.cursor) : null;
  const backordered = sql<number>`case when products.backorder_days is null then 0 else 1 end`;

  const rows = await db
    .with('low_products', (qb) =>
      qb
        .selectFrom('product_stock')
        .select([
          'product_stock.product_id',
          sql<number>`min(product_stock.on_hand - product_stock.reserved)`.as('least_free'),
        ])
        .where(isLowRow)
        .groupBy('product_stock.product_id'),
    )
    .with('low_page', (qb) => {
      let page = qb
        .selectFrom('low_products')
        .innerJoin('products', 'products.id', 'low_products.product_id')
        .select([
          'products.id',
          'products.code',
          'products.name_en',
          'products.name_gr',
          'products.backorder_days',
          'low_products.least_free',
          backordered.as('backordered'),
        ])
        .where('products.status', '=', 'published');
      if (after)
        page = page.where(
          sql<boolean>`(${backordered}, low_products.least_free, products.code) > (${after.backordered}, ${after.leastFree}, ${after.code})`,
        );
      return page
        .orderBy(backordered)
        .orderBy('low_products.least_free')
        .orderBy('products.code')
        .limit(limit + 1);
    })
    .selectFrom('low_page')
    .innerJoin('product_stock', 'product_stock.product_id', 'low_page.id')
    .select([
      'low_page.id',
      'low_page.code',
      'low_page.name_en',
      'low_page.name_gr',
      'low_page.backorder_days',
      'low_page.least_free',
      'low_page.backordered',
      'product_stock.size',
      'product_stock.on_hand',
      'product_stock.reserved',
      'product_stock.restock_date',
    ])
    .where(isLowRow)
    .orderBy('low_page.backordered')
    .orderBy('low_page.least_free')
    .orderBy('low_page.code')
    .execute();

  const products: (OfficeLowStockItem & { leastFree: number })[] = [];
  for (const row of rows) {
    let item = products.at(-1);
    if (item?.productId !== row.id) {
      item = {
        productId: row.id,
        code: row.code,
        nameEn: row.name_en,
        nameGr: row.name_gr,
        backordered: Number(row.backordered) === 1,
        backorderDays: row.backorder_days === null ? null : Number(row.backorder_days),
        sizes: [],
        leastFree: Number(row.least_free),
      };
      products.push(item);
    }
    const onHand = Number(row.on_hand);
    const reserved = Number(row.reserved);
    item.sizes.push({
      size: row.size as Size,
      onHand,
      reserved,
      free: Math.max(0, onHand - reserved),
      restockDate: row.restock_date,
    });
  }
  const order = (size: Size) => SIZES.indexOf(size);
  const page = products.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ leastFree: _leastFree, ...item }) => ({
      ...item,
      sizes: item.sizes.sort((a, b) => order(a.size) - order(b.size)),
    })),
    nextCursor:
      products.length > limit && last
        ? encodeLowCursor({
            backordered: last.backordered ? 1 : 0,
            leastFree: last.leastFree,
            code: last.code,
          })
        : null,
    count: await countLowStock(db),
  };
}
