import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Address,
  basketTotals,
  checkMinimumOrder,
  type DeliveryOption,
  formatReference,
  type Language,
  normalizeGreekPostalCode,
  ORDER_REFERENCE_PREFIX,
  type Order,
  type OrderStatus,
  type OrderSummary,
  REQUEST_TRANSITIONS,
  totalQuantity,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, InTransaction } from '../../db/schema.ts';
import { ApiHttpError } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { appendHistory } from '../../repositories/request-history.ts';
import { uploadRefs } from '../../repositories/uploads.ts';
import { basketLineRows, clearBasket } from '../basket/basket.ts';
import { lineImageUrl } from '../catalogue.ts';
import { lockBuyer, nextSequence, parseQuantities, referenceYear } from '../commerce/shared.ts';
import { readHistory } from '../requests/history.ts';
import { requestProgress } from '../requests/progress.ts';
import { lineStockOf } from '../stock/availability.ts';

/**
 * Statuses in which the team may still quote a request, so nothing is reserved for it yet: its lines say
 * which sizes ask for more than is free now. Once accepted the pieces are held (and counted as reserved).
 */
const UNRESERVED_STATUSES: ReadonlySet<string> = new Set(
  REQUEST_TRANSITIONS.filter((t) => t.action === 'send_quote').flatMap((t) => t.from),
);

export interface SubmitOrderInput {
  deliveryOption: DeliveryOption;
  deliveryAddress?: Address | undefined;
  notes?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** Postal code without its space, text fields trimmed. */
export function normalizeAddress(address: Address): Address {
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    postalCode: normalizeGreekPostalCode(address.postalCode) ?? address.postalCode.trim(),
    country: address.country.trim(),
  };
}

async function orderIdByKey(db: Kysely<Database>, buyerId: string, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_requests')
    .select('reference')
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Turns the basket into an order request in one transaction: checks (≥ 5 pieces, then an address),
 * snapshots the lines with today's prices and both names, records the status, empties the basket.
 * With an Idempotency-Key a repeat returns the order already made (`created: false`): submits of
 * one buyer queue on the buyer row lock, and the unique (buyer, key) constraint backs that up.
 */
export async function submitOrderRequest(
  db: Kysely<Database>,
  buyerId: string,
  input: SubmitOrderInput,
  onCreated?: InTransaction<string>,
): Promise<{ reference: string; created: boolean }> {
  const key = input.idempotencyKey;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBuyer(trx, buyerId);
      if (key) {
        const existing = await orderIdByKey(trx, buyerId, key);
        if (existing) return { reference: existing, created: false };
      }

      const rows = await basketLineRows(trx, buyerId);
      const lines = rows.map((row) => ({ row, quantities: parseQuantities(row.quantities) }));
      const totals = basketTotals(
        lines.map((l) => ({ quantities: l.quantities, unitPriceCents: l.row.price_cents })),
      );
      const minimum = checkMinimumOrder(totals.totalQuantity);
      if (!minimum.met) {
        throw new ApiHttpError(
          400,
          'minimum_order_not_met',
          `Minimum order quantity not met: your basket has ${minimum.count} of the ${minimum.min} pieces needed; add ${minimum.missing} more.`,
        );
      }
      if (!input.deliveryAddress) {
        throw new ApiHttpError(
          400,
          'delivery_address_required',
          'Please provide a delivery address to continue.',
        );
      }
      // Quotes and invoices name the business by its VAT number: given once, on the profile.
      const { vat_number } = await trx
        .selectFrom('buyers')
        .select('vat_number')
        .where('id', '=', buyerId)
        .executeTakeFirstOrThrow();
      if (!vat_number) {
        throw new ApiHttpError(
          400,
          'vat_number_required',
          "Please add your business's VAT number (ΑΦΜ) to your profile before sending an order request.",
        );
      }

      const now = nowIso();
      const id = randomUUID();
      const year = referenceYear();
      const sequence = await nextSequence(trx, ORDER_REFERENCE_PREFIX, year);
      const reference = formatReference(ORDER_REFERENCE_PREFIX, year, sequence);
      await trx
        .insertInto('order_requests')
        .values({
          id,
          reference,
          buyer_id: buyerId,
          status: 'submitted',
          delivery_option: input.deliveryOption,
          delivery_address: JSON.stringify(normalizeAddress(input.deliveryAddress)),
          notes: input.notes?.trim() ?? '',
          total_items: totals.totalQuantity,
          total_price_cents: totals.totalPriceCents,
          idempotency_key: key ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('order_request_lines')
        .values(
          lines.map(({ row, quantities }, index) => ({
            order_id: id,
            position: index + 1,
            product_id: row.product_id,
            name_en: row.name_en,
            name_gr: row.name_gr,
            image: lineImageUrl(row.product_id, row.photo_key, row.photo_widths),
            unit_price_cents: row.price_cents,
            quantities: row.quantities,
            total_quantity: totalQuantity(quantities),
            line_total_cents: totalQuantity(quantities) * row.price_cents,
            add_your_brand: row.add_your_brand,
            brand_logo_id: row.brand_logo_id,
          })),
        )
        .execute();
      await appendHistory(trx, {
        requestId: id,
        kind: 'order',
        action: 'submit',
        from: null,
        to: 'submitted',
        actor: { kind: 'buyer', id: buyerId, name: '' },
        at: now,
      });
      await clearBasket(trx, buyerId);
      await onCreated?.(trx, reference);
      return { reference, created: true };
    });
  } catch (err) {
    // Only reachable if two submits with one key got past the lock (e.g. several SQLite processes).
    if (key && isUniqueViolation(err)) {
      const existing = await orderIdByKey(db, buyerId, key);
      if (existing) return { reference: existing, created: false };
    }
    throw err;
  }
}

/**
 * One order request by reference, as `reader` sees it: with `buyerId`, only that buyer's (another buyer's
 * reference is as good as unknown); staff read any (`buyerId` undefined).
 */
export async function findOrder(
  db: Kysely<Database>,
  buyerId: string | undefined,
  reference: string,
  language: Language,
  reader: Actor = 'buyer',
): Promise<(Order & { id: string; buyerId: string }) | undefined> {
  let query = db.selectFrom('order_requests').selectAll().where('reference', '=', reference);
  if (buyerId !== undefined) query = query.where('buyer_id', '=', buyerId);
  const order = await query.executeTakeFirst();
  if (!order) return undefined;

  const [lines, buyer] = await Promise.all([
    db
      .selectFrom('order_request_lines')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('buyers').select('business_name').where('id', '=', order.buyer_id).executeTakeFirst(),
  ]);
  const logos = await uploadRefs(
    db,
    lines.map((line) => line.brand_logo_id),
  );
  const row = { ...order, status: order.status as OrderStatus };
  const parsed = lines.map((line) => ({ line, quantities: parseQuantities(line.quantities) }));
  const stock = UNRESERVED_STATUSES.has(order.status)
    ? await lineStockOf(
        db,
        parsed.map(({ line, quantities }) => ({ productId: line.product_id, sizes: [], quantities })),
      )
    : undefined;

  return {
    id: order.id,
    buyerId: order.buyer_id,
    reference: order.reference,
    status: order.status as OrderStatus,
    createdAt: order.created_at,
    deliveryOption: order.delivery_option as DeliveryOption,
    deliveryAddress: JSON.parse(order.delivery_address) as Address,
    notes: order.notes,
    totalItems: order.total_items,
    totalPriceCents: order.total_price_cents,
    lines: parsed.map(({ line, quantities }) => ({
      productId: line.product_id,
      name: language === 'gr' && line.name_gr ? line.name_gr : line.name_en,
      names: { en: line.name_en, gr: line.name_gr },
      image: line.image,
      unitPriceCents: line.unit_price_cents,
      quantities,
      totalQuantity: line.total_quantity,
      lineTotalCents: line.line_total_cents,
      addYourBrand: line.add_your_brand === 1,
      brandLogo: line.brand_logo_id ? (logos.get(line.brand_logo_id) ?? null) : null,
      ...(stock ? { stockShortfalls: stock.get(line.product_id)?.stockShortfalls ?? [] } : {}),
    })),
    statusHistory: await readHistory(db, order.id, buyer?.business_name ?? ''),
    progress: await requestProgress(db, row, reader, language),
  };
}

/** My Orders: newest first. */
export async function listOrders(db: Kysely<Database>, buyerId: string): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom('order_requests')
    .select(['reference', 'created_at', 'total_items', 'total_price_cents', 'status'])
    .where('buyer_id', '=', buyerId)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    totalItems: row.total_items,
    totalPriceCents: row.total_price_cents,
    status: row.status as OrderStatus,
  }));
}

/** How many of a buyer's order and custom-made requests wait for their answer to a quote (status quoted). */
export async function countWaitingForBuyer(db: Kysely<Database>, buyerId: string): Promise<number> {
  const countQuoted = async (table: 'order_requests' | 'custom_requests') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'quoted')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return (await countQuoted('order_requests')) + (await countQuoted('custom_requests'));
}
