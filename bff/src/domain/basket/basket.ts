import {
  type AddBasketLineBody,
  addToBasketLine,
  type Basket,
  type BasketLine,
  type BasketLineState,
  type BasketRuleError,
  basketTotals,
  checkMinimumOrder,
  type Language,
  lineTotalCents,
  type Size,
  totalQuantity,
  type UpdateBasketLineBody,
  updateBasketLine,
} from '@shop/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { findOwnedUpload } from '../../repositories/uploads.ts';
import { lineImageUrl } from '../catalogue.ts';
import { localisedName, lockBuyer, parseQuantities } from '../commerce/shared.ts';
import { type LineStock, lineStockOf } from '../stock/availability.ts';

/** A basket line joined with its product and brand logo, as stored. */
export interface BasketLineRow {
  product_id: string;
  quantities: string;
  add_your_brand: number;
  brand_logo_id: string | null;
  brand_logo_name: string | null;
  name_en: string;
  name_gr: string;
  price_cents: number;
  /** The product's sizes, a JSON array in the product's order. */
  sizes: string;
  /** The product's main photo, if it has one. */
  photo_key: string | null;
  photo_widths: string | null;
}

/** A column of the line's product's main photo (the first by position). */
function mainPhoto(eb: ExpressionBuilder<Database, 'basket_lines'>, column: 'key' | 'widths') {
  return eb
    .selectFrom('product_photos')
    .select(column)
    .whereRef('product_photos.product_id', '=', 'basket_lines.product_id')
    .orderBy('product_photos.position')
    .limit(1);
}

/** The buyer's lines with today's product names and prices, oldest first. */
export async function basketLineRows(db: Kysely<Database>, buyerId: string): Promise<BasketLineRow[]> {
  return (
    db
      .selectFrom('basket_lines')
      .innerJoin('products', 'products.id', 'basket_lines.product_id')
      .leftJoin('uploads', 'uploads.id', 'basket_lines.brand_logo_id')
      .select([
        'basket_lines.product_id',
        'basket_lines.quantities',
        'basket_lines.add_your_brand',
        'basket_lines.brand_logo_id',
        'uploads.original_name as brand_logo_name',
        'products.name_en',
        'products.name_gr',
        'products.price_cents',
        'products.sizes',
        (eb) => mainPhoto(eb, 'key').as('photo_key'),
        (eb) => mainPhoto(eb, 'widths').as('photo_widths'),
      ])
      .where('basket_lines.buyer_id', '=', buyerId)
      // A product the team hid (or took back to draft) is no longer sold: its line waits, unseen and not
      // ordered, until it is published again.
      .where('products.status', '=', 'published')
      .orderBy('basket_lines.created_at')
      .orderBy('basket_lines.product_id')
      .execute()
  );
}

/** A line as the buyer reads it, with its product's stock now (`stock`; nothing said when absent). */
export function toBasketLine(row: BasketLineRow, language: Language, stock?: LineStock): BasketLine {
  const quantities = parseQuantities(row.quantities);
  return {
    productId: row.product_id,
    name: localisedName(row, language),
    image: lineImageUrl(row.product_id, row.photo_key, row.photo_widths),
    unitPriceCents: row.price_cents,
    quantities,
    totalQuantity: totalQuantity(quantities),
    lineTotalCents: lineTotalCents({ quantities, unitPriceCents: row.price_cents }),
    addYourBrand: row.add_your_brand === 1,
    brandLogo: row.brand_logo_id ? { id: row.brand_logo_id, name: row.brand_logo_name ?? 'file' } : null,
    availability: stock?.availability ?? [],
    stockShortfalls: stock?.stockShortfalls ?? [],
  };
}

/**
 * The basket as every basket call answers it: each line with its sizes' availability and the sizes asking
 * for more than is free (the stock of all its products read at once). Sending it stays allowed either way.
 */
export async function loadBasket(db: Kysely<Database>, buyerId: string, language: Language): Promise<Basket> {
  const rows = await basketLineRows(db, buyerId);
  const stock = await lineStockOf(
    db,
    rows.map((row) => ({
      productId: row.product_id,
      sizes: JSON.parse(row.sizes) as Size[],
      quantities: parseQuantities(row.quantities),
    })),
  );
  const lines = rows.map((row) => toBasketLine(row, language, stock.get(row.product_id)));
  const totals = basketTotals(lines);
  return { lines, ...totals, minimumOrder: checkMinimumOrder(totals.totalQuantity) };
}

/** Empties the buyer's basket (also the last step of an order submit, inside its transaction). */
export async function clearBasket(db: Kysely<Database>, buyerId: string): Promise<void> {
  await db.deleteFrom('basket_lines').where('buyer_id', '=', buyerId).execute();
}

function ruleError(error: BasketRuleError): ApiHttpError {
  switch (error.code) {
    case 'no_items_selected':
      return new ApiHttpError(
        400,
        'no_items_selected',
        'Please select at least one item to add to your basket.',
      );
    case 'basket_line_would_be_empty':
      return new ApiHttpError(
        400,
        'basket_line_would_be_empty',
        'This change would leave the line empty; remove the line instead.',
      );
    case 'quantity_limit_exceeded':
      return invalidFields(
        Object.fromEntries(error.sizes.map((size) => [`quantities.${size}`, 'out_of_range'])),
      );
  }
}

/** The buyer's line of a product as the merge rules see it (also for reorder). */
export async function lineState(
  trx: Kysely<Database>,
  buyerId: string,
  productId: string,
): Promise<BasketLineState | undefined> {
  const row = await trx
    .selectFrom('basket_lines')
    .select(['quantities', 'add_your_brand', 'brand_logo_id'])
    .where('buyer_id', '=', buyerId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row
    ? {
        quantities: parseQuantities(row.quantities),
        addYourBrand: row.add_your_brand === 1,
        brandLogoId: row.brand_logo_id,
      }
    : undefined;
}

/**
 * A new line's time: after every line already in the basket, even when added within the same millisecond as
 * the last one (the basket lists its lines in the order they were added, by this time).
 */
async function nextLineTime(trx: Kysely<Database>, buyerId: string, now: string): Promise<string> {
  const { last } = await trx
    .selectFrom('basket_lines')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('buyer_id', '=', buyerId)
    .executeTakeFirstOrThrow();
  return last === null || last < now ? now : new Date(Date.parse(last) + 1).toISOString();
}

/** Stores a line made by the merge rules: a new one after every line already there. */
export async function saveLine(
  trx: Kysely<Database>,
  buyerId: string,
  productId: string,
  line: BasketLineState,
  isNew: boolean,
): Promise<void> {
  const now = nowIso();
  const values = {
    quantities: JSON.stringify(line.quantities),
    add_your_brand: line.addYourBrand ? 1 : 0,
    brand_logo_id: line.brandLogoId,
    updated_at: now,
  };
  if (isNew) {
    const createdAt = await nextLineTime(trx, buyerId, now);
    await trx
      .insertInto('basket_lines')
      .values({ buyer_id: buyerId, product_id: productId, created_at: createdAt, ...values })
      .execute();
  } else {
    await trx
      .updateTable('basket_lines')
      .set(values)
      .where('buyer_id', '=', buyerId)
      .where('product_id', '=', productId)
      .execute();
  }
}

async function existingLine(
  trx: Kysely<Database>,
  buyerId: string,
  productId: string,
): Promise<BasketLineState> {
  const line = await lineState(trx, buyerId, productId);
  if (!line) throw notFound('This product is not in your basket.');
  return line;
}

/** Add to basket (spec §4 merge rules); an unknown product is a 404. */
export async function addBasketLine(
  db: Kysely<Database>,
  buyerId: string,
  body: AddBasketLineBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    const product = await trx
      .selectFrom('products')
      .select('id')
      .where('id', '=', body.productId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!product) throw notFound('This product does not exist.');
    const existing = await lineState(trx, buyerId, body.productId);
    const result = addToBasketLine(existing, {
      quantities: body.quantities,
      addYourBrand: body.addYourBrand ?? false,
    });
    if (!result.ok) throw ruleError(result.error);
    await saveLine(trx, buyerId, body.productId, result.line, !existing);
  });
}

/** Set sizes of a line (0 removes a size) and/or its addYourBrand flag. */
export async function editBasketLine(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
  body: UpdateBasketLineBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    const existing = await existingLine(trx, buyerId, productId);
    const result = updateBasketLine(existing, body);
    if (!result.ok) throw ruleError(result.error);
    await saveLine(trx, buyerId, productId, result.line, false);
  });
}

export async function removeBasketLine(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
): Promise<void> {
  const result = await db
    .deleteFrom('basket_lines')
    .where('buyer_id', '=', buyerId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('This product is not in your basket.');
}

/** Attaches one of the buyer's uploads as the line's brand logo; that turns addYourBrand on. */
export async function attachBrandLogo(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
  uploadId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    const existing = await existingLine(trx, buyerId, productId);
    const upload = await findOwnedUpload(trx, buyerId, uploadId);
    if (!upload) throw notFound('This file does not exist.');
    await saveLine(
      trx,
      buyerId,
      productId,
      { ...existing, addYourBrand: true, brandLogoId: upload.id },
      false,
    );
  });
}

/** Detaches the brand logo; addYourBrand stays as it is. */
export async function detachBrandLogo(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    const existing = await existingLine(trx, buyerId, productId);
    await saveLine(trx, buyerId, productId, { ...existing, brandLogoId: null }, false);
  });
}
