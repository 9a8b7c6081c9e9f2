import { SIZES, type Size, shopToday } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProductStockTable } from '../db/tables/stock.ts';
import { SEED_PRODUCTS } from './products.ts';

/**
 * Stock per size for the seeded catalogues (issue 49): the demo shop's 22 products (`seedDemoStock`, with the
 * demo accounts) and the bench's large catalogue (`catalogueStock`, cli/seed-catalogue.ts). Rows of
 * `product_stock` only, nothing reserved: the triggers on that table (migration 024) keep each product's
 * "in stock now" flag right.
 */

type StockRow = Insertable<ProductStockTable>;

/** The day `days` after `day` (`YYYY-MM-DD`). */
function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---- The demo shop -----------------------------------------------------------------------------------

/**
 * What the demo shows beyond sizes comfortably in stock: a few sizes running low, one sold out until a
 * restock, one sold out of a product made to order. Products 1–4, which the guided tours order most, keep
 * plenty of every size and take back-orders.
 */
export const DEMO_STOCK = {
  /** Pieces left of a size, fewer than LOW_STOCK_THRESHOLD: the office's low-stock list shows them. */
  low: { '9': { L: 3 }, '14': { S: 5, M: 8 } } as Record<string, Partial<Record<Size, number>>>,
  /** Sold out, back this many days after the seed day. */
  restock: { productId: '7', size: 'M' as Size, inDays: 21 },
  /** Takes back-orders (made in `backorderDays`), and this size is sold out. */
  backorder: { productId: '12', size: 'XL' as Size, backorderDays: 21 },
  /**
   * Taken beyond their stock, made in this many days: the products the guided tours and the e2e journeys order
   * again and again on the same shop, so their accepted quotes are never refused however many ran before.
   */
  alwaysOrderable: { productIds: ['1', '2', '3', '4'], backorderDays: 14 },
} as const;

/** Pieces of a size in comfortable stock: 60–200, spread by product and size (the same on every seed). */
const plenty = (productIndex: number, sizeIndex: number) => 60 + ((productIndex * 47 + sizeIndex * 71) % 141);

/** The demo catalogue's stock, as seeded on `today`: every size of every product tracked. */
export function demoStockRows(today: string): StockRow[] {
  const rows: StockRow[] = [];
  SEED_PRODUCTS.forEach((product, productIndex) => {
    SIZES.forEach((size, sizeIndex) => {
      let onHand = DEMO_STOCK.low[product.id]?.[size] ?? plenty(productIndex, sizeIndex);
      let restockDate: string | null = null;
      if (product.id === DEMO_STOCK.restock.productId && size === DEMO_STOCK.restock.size) {
        onHand = 0;
        restockDate = daysAfter(today, DEMO_STOCK.restock.inDays);
      }
      if (product.id === DEMO_STOCK.backorder.productId && size === DEMO_STOCK.backorder.size) onHand = 0;
      rows.push({ product_id: product.id, size, on_hand: onHand, reserved: 0, restock_date: restockDate });
    });
  });
  return rows;
}

/**
 * Gives the demo catalogue its stock: only to the products whose stock the team has never saved and that have
 * none (so a size the team stopped tracking is not tracked again on the next start, and nothing they set is
 * overwritten). Safe on every start and on many instances. How many products were given stock.
 */
export async function seedDemoStock(
  db: Kysely<Database>,
  log?: FastifyBaseLogger,
  today: string = shopToday(),
): Promise<number> {
  const untouched = (
    await db
      .selectFrom('products')
      .select('id')
      .where(
        'id',
        'in',
        SEED_PRODUCTS.map((product) => product.id),
      )
      .where('stock_updated_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_stock')
              .select('product_stock.product_id')
              .whereRef('product_stock.product_id', '=', 'products.id'),
          ),
        ),
      )
      .execute()
  ).map((row) => row.id);
  if (untouched.length === 0) return 0;
  const rows = demoStockRows(today).filter((row) => untouched.includes(row.product_id));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('product_stock')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { productId, backorderDays } = DEMO_STOCK.backorder;
    if (untouched.includes(productId))
      await trx
        .updateTable('products')
        .set({ backorder_days: backorderDays })
        .where('id', '=', productId)
        .where('stock_updated_at', 'is', null)
        .execute();
    const orderable = DEMO_STOCK.alwaysOrderable.productIds.filter((id) => untouched.includes(id));
    if (orderable.length > 0)
      await trx
        .updateTable('products')
        .set({ backorder_days: DEMO_STOCK.alwaysOrderable.backorderDays })
        .where('id', 'in', orderable)
        .where('stock_updated_at', 'is', null)
        .execute();
  });
  log?.info({ products: untouched.length }, 'demo stock seeded');
  return untouched.length;
}

// ---- The bench's large catalogue -------------------------------------------------------------------------

/** A product's seeded stock: its rows and whether it takes back-orders (null: it does not). */
export interface CatalogueStock {
  rows: StockRow[];
  backorderDays: number | null;
}

/**
 * The stock of one product of the large catalogue, from its own random numbers (`random`, in [0, 1)): about
 * 64 % comfortably stocked (a size in ten of those low or sold out), 6 % low in every size, 30 % sold out in
 * every size (some with a restock date 1–8 weeks after `today`, some taking back-orders). So about 70 % have a
 * piece free now, as a catalogue late in its season might: the "in stock now" filter keeps most products, and
 * the office's low-stock list has thousands at 50 000 products.
 */
export function catalogueStock(
  productId: string,
  sizes: readonly string[],
  random: () => number,
  today: string,
): CatalogueStock {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const kind = random();
  const row = (size: string, onHand: number, restockDate: string | null = null): StockRow => ({
    product_id: productId,
    size,
    on_hand: onHand,
    reserved: 0,
    restock_date: restockDate,
  });
  if (kind < 0.64) {
    const odd = random() < 0.1 ? int(0, sizes.length - 1) : -1;
    return {
      rows: sizes.map((size, i) => row(size, i === odd ? int(0, 9) : int(20, 200))),
      backorderDays: null,
    };
  }
  if (kind < 0.7) return { rows: sizes.map((size) => row(size, int(1, 9))), backorderDays: null };
  const restock = random() < 0.4 ? daysAfter(today, int(7, 56)) : null;
  return {
    rows: sizes.map((size) => row(size, 0, restock)),
    backorderDays: random() < 0.25 ? ([14, 21, 30][int(0, 2)] ?? 21) : null,
  };
}
