import {
  type BuyerSizeAvailability,
  buyerSizeAvailability,
  type ProductAvailabilityResponse,
  type Size,
  type SizeQuantities,
  type StockLevel,
  type StockShortfall,
  shopToday,
  stockShortfalls,
  visitorSizeAvailability,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { backorderDaysOf, stockLevelsOf, stockProductRow } from '../../repositories/stock.ts';

/** Each of the product's sizes as a buyer reads it, in the product's order. */
export function buyerSizes(
  sizes: readonly Size[],
  levels: readonly StockLevel[],
  backorderDays: number | null,
  today = shopToday(),
): BuyerSizeAvailability[] {
  const bySize = new Map(levels.map((level) => [level.size, level]));
  return sizes.map((size) => buyerSizeAvailability(size, bySize.get(size), backorderDays, today));
}

/**
 * `GET /api/products/:id/availability`: a published product's sizes, as a buyer (free pieces under the
 * threshold, restock dates, back-order lead times) or a visitor (in stock or not, nothing more) reads them.
 * Undefined for a product buyers do not see.
 */
export async function productAvailability(
  db: Kysely<Database>,
  productId: string,
  audience: 'buyer' | 'visitor',
): Promise<ProductAvailabilityResponse | undefined> {
  const product = await stockProductRow(db, productId);
  if (product?.status !== 'published') return undefined;
  const sizes = JSON.parse(product.sizes) as Size[];
  const levels = (await stockLevelsOf(db, [productId])).get(productId) ?? [];
  if (audience === 'visitor') {
    const bySize = new Map(levels.map((level) => [level.size, level]));
    return {
      audience,
      productId,
      sizes: sizes.map((size) => visitorSizeAvailability(size, bySize.get(size))),
    };
  }
  const backorderDays = product.backorder_days === null ? null : Number(product.backorder_days);
  return { audience, productId, sizes: buyerSizes(sizes, levels, backorderDays) };
}

/** Buyer availability of several products' sizes at once (a basket, an order's lines). */
export async function buyerAvailabilityOf(
  db: Kysely<Database>,
  products: readonly { productId: string; sizes: readonly Size[] }[],
): Promise<Map<string, BuyerSizeAvailability[]>> {
  const ids = products.map((p) => p.productId);
  const [levels, backorders] = await Promise.all([stockLevelsOf(db, ids), backorderDaysOf(db, ids)]);
  const today = shopToday();
  return new Map(
    products.map((p) => [
      p.productId,
      buyerSizes(p.sizes, levels.get(p.productId) ?? [], backorders.get(p.productId) ?? null, today),
    ]),
  );
}

/** A line's stock as its buyer reads it: each size's availability, and the sizes asking more than is free. */
export interface LineStock {
  availability: BuyerSizeAvailability[];
  stockShortfalls: StockShortfall[];
}

/**
 * The stock of several lines (a basket's, an order request's) by product id, read at once: one query for the
 * tracked sizes, one for the back-order lead times. `sizes` are the product's sizes, in its order (empty when
 * only the shortfalls are wanted).
 */
export async function lineStockOf(
  db: Kysely<Database>,
  lines: readonly { productId: string; sizes: readonly Size[]; quantities: SizeQuantities }[],
): Promise<Map<string, LineStock>> {
  const ids = lines.map((line) => line.productId);
  const [levels, backorders] = await Promise.all([stockLevelsOf(db, ids), backorderDaysOf(db, ids)]);
  const today = shopToday();
  return new Map(
    lines.map((line) => {
      const held = levels.get(line.productId) ?? [];
      const backorderDays = backorders.get(line.productId) ?? null;
      return [
        line.productId,
        {
          availability: buyerSizes(line.sizes, held, backorderDays, today),
          stockShortfalls: stockShortfalls(line.quantities, held, backorderDays),
        },
      ];
    }),
  );
}
