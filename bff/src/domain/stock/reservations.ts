import {
  type FieldErrorCode,
  freePieces,
  piecesToReserve,
  SIZES,
  type Size,
  type SizeQuantities,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError } from '../../lib/api-error.ts';
import {
  backorderDaysOf,
  endReservations,
  insertReservation,
  lockedStockLevels,
  reservePieces,
} from '../../repositories/stock.ts';

/** 409 `stock_short`: sizes of the order (`<productId>.<size>`) no longer free; nothing was reserved. */
export function stockShort(fields: Record<string, FieldErrorCode>): ApiHttpError {
  return new ApiHttpError(
    409,
    'stock_short',
    'Some sizes of this order are no longer in stock in these numbers. Nothing was reserved: ask us for a new quote.',
    fields,
  );
}

/** Pieces per product and size of an order request's lines (a product on two lines counts once). */
async function wantedPieces(trx: Kysely<Database>, requestId: string): Promise<Map<string, SizeQuantities>> {
  const lines = await trx
    .selectFrom('order_request_lines')
    .select(['product_id', 'quantities'])
    .where('order_id', '=', requestId)
    .execute();
  const wanted = new Map<string, SizeQuantities>();
  for (const line of lines) {
    const sum = wanted.get(line.product_id) ?? {};
    const quantities = JSON.parse(line.quantities) as SizeQuantities;
    for (const size of SIZES) {
      const pieces = quantities[size] ?? 0;
      if (pieces > 0) sum[size] = (sum[size] ?? 0) + pieces;
    }
    wanted.set(line.product_id, sum);
  }
  return wanted;
}

/**
 * Reserves an accepted order request's pieces, in the transaction that confirms it: each tracked size's pieces
 * from the free stock; beyond it, for a product that takes back-orders, the rest as made to order; else the
 * whole acceptance fails with 409 `stock_short` naming every size that is short, and the transaction rolls back
 * with nothing reserved. Products are locked in id order, so two acceptances never wait for each other in a
 * circle; untracked sizes reserve nothing.
 */
export async function reserveForOrder(trx: Kysely<Database>, requestId: string, at: string): Promise<void> {
  const wanted = await wantedPieces(trx, requestId);
  const productIds = [...wanted.keys()].sort();
  const backorders = await backorderDaysOf(trx, productIds);
  const short: Record<string, FieldErrorCode> = {};
  for (const productId of productIds) {
    const levels = new Map((await lockedStockLevels(trx, productId)).map((level) => [level.size, level]));
    const quantities = wanted.get(productId) ?? {};
    for (const size of SIZES) {
      const requested = quantities[size] ?? 0;
      const level = levels.get(size);
      if (requested === 0 || !level) continue;
      const plan = piecesToReserve(requested, freePieces(level), backorders.get(productId) ?? null);
      if (!plan || (plan.fromStock > 0 && !(await reservePieces(trx, productId, size, plan.fromStock)))) {
        short[`${productId}.${size}`] = 'out_of_stock';
        continue;
      }
      await insertReservation(trx, { requestId, productId, size: size as Size, ...plan, at });
    }
  }
  if (Object.keys(short).length > 0) throw stockShort(short);
}

/** A cancelled order request gives back what it held. */
export const releaseForOrder = (trx: Kysely<Database>, requestId: string) =>
  endReservations(trx, requestId, false);

/** A shipped order request's pieces leave the stock. */
export const takeOutForOrder = (trx: Kysely<Database>, requestId: string) =>
  endReservations(trx, requestId, true);
