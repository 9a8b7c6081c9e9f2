import {
  type FieldErrorCode,
  freePieces,
  isLow,
  type OfficeStock,
  type OfficeStockBody,
  type Size,
  shopToday,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import {
  bumpStockVersion,
  setStockLevel,
  stockLevelsOf,
  stockProductRow,
  untrackStockLevel,
} from '../../repositories/stock.ts';
import { appendAudit } from '../office/audit.ts';

const staleStock = () =>
  new ApiHttpError(
    409,
    'stale_stock',
    'Someone saved this stock since you opened it. Open it again to see their numbers.',
  );

/** A product's stock as the team reads it: every tracked size held, reserved, free and low. */
export async function officeStock(db: Kysely<Database>, productId: string): Promise<OfficeStock | undefined> {
  const product = await stockProductRow(db, productId);
  if (!product) return undefined;
  const sizes = JSON.parse(product.sizes) as Size[];
  const levels = (await stockLevelsOf(db, [productId])).get(productId) ?? [];
  const order = (size: Size) => sizes.indexOf(size);
  return {
    productId,
    code: product.code,
    sizes,
    levels: levels
      .sort((a, b) => order(a.size) - order(b.size))
      .map((level) => ({ ...level, free: freePieces(level), low: isLow(level) })),
    backorderDays: product.backorder_days === null ? null : Number(product.backorder_days),
    stockVersion: Number(product.stock_version),
    updatedAt: product.stock_updated_at,
    updatedBy: product.stock_updated_by,
  };
}

/**
 * Saves the sizes given (pieces on hand, restock date; `onHand: null` stops tracking the size) and the
 * back-order lead time, from the `stockVersion` the editor opened (409 `stale_stock` when someone saved since),
 * audited. A size may not hold fewer pieces than accepted quotes reserved (400 `below_reserved`), checked again
 * by the write itself, as a reservation may land between the read and the save.
 */
export function saveOfficeStock(
  db: Kysely<Database>,
  staff: { id: string; name: string },
  productId: string,
  body: OfficeStockBody,
): Promise<OfficeStock> {
  return db.transaction().execute((trx) => saveStockIn(trx, staff, productId, body));
}

/**
 * `saveOfficeStock` inside a transaction the caller holds (the stock import saves every product of its file
 * in one); `via` names what saved it in the audit entry (`import`), the editor's saves have none.
 */
export async function saveStockIn(
  trx: Kysely<Database>,
  staff: { id: string; name: string },
  productId: string,
  body: OfficeStockBody,
  via?: 'import',
): Promise<OfficeStock> {
  const product = await stockProductRow(trx, productId);
  if (!product) throw notFound('No product with this id.');
  if (Number(product.stock_version) !== body.stockVersion) throw staleStock();
  const sizes = JSON.parse(product.sizes) as Size[];
  const today = shopToday();
  const fields: Record<string, FieldErrorCode> = {};
  const seen = new Set<Size>();
  for (const level of body.levels) {
    if (!sizes.includes(level.size) || seen.has(level.size)) fields[`levels.${level.size}`] = 'invalid_value';
    seen.add(level.size);
    if (level.restockDate !== null && level.restockDate <= today)
      fields[`levels.${level.size}.restockDate`] = 'date_in_past';
    if (level.onHand === null && level.restockDate !== null)
      fields[`levels.${level.size}.onHand`] = 'required';
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);

  const before = new Map(
    ((await stockLevelsOf(trx, [productId])).get(productId) ?? []).map((level) => [level.size, level]),
  );
  const changes: Record<string, unknown>[] = [];
  for (const level of body.levels) {
    const was = before.get(level.size);
    const written =
      level.onHand === null
        ? await untrackStockLevel(trx, productId, level.size)
        : await setStockLevel(trx, productId, level.size, level.onHand, level.restockDate);
    if (!written) fields[`levels.${level.size}.onHand`] = 'below_reserved';
    if (was?.onHand !== (level.onHand ?? undefined) || (was?.restockDate ?? null) !== level.restockDate)
      changes.push({
        size: level.size,
        from: was ? was.onHand : null,
        to: level.onHand,
        restockDate: level.restockDate,
      });
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  const at = nowIso();
  if (!(await bumpStockVersion(trx, productId, body.stockVersion, { ...body, at, by: staff.name })))
    throw staleStock();
  const backorderBefore = product.backorder_days === null ? null : Number(product.backorder_days);
  await appendAudit(
    trx,
    staff,
    'stock.update',
    { kind: 'product', ref: productId },
    {
      code: product.code,
      sizes: changes,
      ...(backorderBefore !== body.backorderDays
        ? { backorderDays: { from: backorderBefore, to: body.backorderDays } }
        : {}),
      ...(via ? { via } : {}),
    },
  );
  const saved = await officeStock(trx, productId);
  if (!saved) throw notFound('No product with this id.');
  return saved;
}
