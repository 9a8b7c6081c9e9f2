import {
  addToBasketLine,
  type BasketLineState,
  type Language,
  positiveSizes,
  type ReorderAddedLine,
  type ReorderResult,
  type ReorderSkippedLine,
  SIZES,
  type Size,
  type SizeQuantities,
  totalQuantity,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import { findOwnedUpload } from '../../repositories/uploads.ts';
import { lineState, loadBasket, saveLine } from '../basket/basket.ts';
import { localisedName, lockBuyer, parseQuantities } from '../commerce/shared.ts';

/** The sizes a product is made in today (the catalogue's JSON list). */
function soldSizes(json: string): Set<string> {
  const value: unknown = JSON.parse(json);
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

/** The ordered pieces split into the sizes still made and the sizes no longer made. */
function splitBySold(ordered: SizeQuantities, sold: Set<string>): { kept: SizeQuantities; gone: Size[] } {
  const kept: SizeQuantities = {};
  const gone: Size[] = [];
  for (const size of SIZES) {
    const n = ordered[size];
    if (n === undefined) continue;
    if (sold.has(size)) kept[size] = n;
    else gone.push(size);
  }
  return { kept, gone };
}

/**
 * "Order again": puts the lines of one of the buyer's order requests into their basket, in one transaction,
 * by the basket's add rules (`addToBasketLine`: per-size quantities add up, addYourBrand is the order's, at
 * most 999 a size). The order's brand logo comes along when the buyer's file still exists. A product no
 * longer in the catalogue, a size no longer made, or sizes that would pass 999 are listed in `skipped`.
 * Another buyer's reference is a 404, as an unknown one.
 */
export async function reorderOrderRequest(
  db: Kysely<Database>,
  buyerId: string,
  reference: string,
  language: Language,
): Promise<ReorderResult> {
  return db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    const order = await trx
      .selectFrom('order_requests')
      .select('id')
      .where('reference', '=', reference)
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    if (!order) throw notFound('No order request with this reference.');

    const lines = await trx
      .selectFrom('order_request_lines')
      .select(['product_id', 'name_en', 'name_gr', 'quantities', 'add_your_brand', 'brand_logo_id'])
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    const productIds = [...new Set(lines.map((line) => line.product_id))];
    const products = new Map(
      productIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('products')
              .select(['id', 'sizes', 'name_en', 'name_gr'])
              .where('id', 'in', productIds)
              .where('status', '=', 'published')
              .execute()
          ).map((product) => [product.id, product]),
    );

    const added: ReorderAddedLine[] = [];
    const skipped: ReorderSkippedLine[] = [];
    for (const line of lines) {
      const productId = line.product_id;
      const product = products.get(productId);
      if (!product) {
        // Gone from the catalogue: named as the order knew it.
        skipped.push({ productId, name: localisedName(line, language), reason: 'not_sold' });
        continue;
      }
      const name = localisedName(product, language);
      const ordered = positiveSizes(parseQuantities(line.quantities));
      const { kept, gone } = splitBySold(ordered, soldSizes(product.sizes));
      if (gone.length > 0) skipped.push({ productId, name, reason: 'size_not_sold', sizes: gone });
      if (totalQuantity(kept) === 0) continue;

      const existing = await lineState(trx, buyerId, productId);
      const result = addToBasketLine(existing, {
        quantities: kept,
        addYourBrand: line.add_your_brand === 1,
      });
      if (!result.ok) {
        // `kept` is never empty here, so the only refusal is a size passing 999: the line stays as it was.
        if (result.error.code === 'quantity_limit_exceeded') {
          skipped.push({ productId, name, reason: 'quantity_limit', sizes: result.error.sizes });
          continue;
        }
        throw new Error(`reorder: unexpected basket rule ${result.error.code}`);
      }
      let merged: BasketLineState = result.line;
      if (merged.addYourBrand && line.brand_logo_id) {
        const logo = await findOwnedUpload(trx, buyerId, line.brand_logo_id);
        if (logo) merged = { ...merged, brandLogoId: logo.id };
      }
      await saveLine(trx, buyerId, productId, merged, !existing);
      added.push({ productId, name, quantities: kept, totalQuantity: totalQuantity(kept) });
    }

    return { basket: await loadBasket(trx, buyerId, language), added, skipped };
  });
}
