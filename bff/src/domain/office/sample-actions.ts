import {
  type FieldErrorCode,
  nextSampleStatus,
  type SampleActionBody,
  type SampleStatus,
  sampleNoteRequired,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import { productNames } from '../../repositories/products.ts';
import { appendHistory } from '../../repositories/request-history.ts';
import type { Actor } from '../../repositories/request-rows.ts';
import { localisedName } from '../commerce/shared.ts';
import { buyerRecipient } from '../requests/loop-mails.ts';
import { appendAudit } from './audit.ts';
import { sampleStatusMail } from './mails.ts';

export interface SampleApplied {
  id: string;
  buyerId: string;
  productId: string;
  size: string;
  from: SampleStatus;
  to: SampleStatus;
  note: string;
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * Staff move a sample request: requested → approved | declined, approved → shipped. Same version rule as
 * orders; the history, the audit and the buyer's mail (in their language) are stored in the same transaction.
 */
export async function applySampleAction(
  db: Kysely<Database>,
  settings: { linkOrigin: string },
  id: string,
  staff: Actor,
  body: SampleActionBody,
): Promise<SampleApplied> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sample_requests')
      .select(['id', 'buyer_id', 'product_id', 'size', 'status', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('No sample request with this id.');
    const status = row.status as SampleStatus;
    if (row.version !== body.version) {
      throw new ApiHttpError(
        409,
        'stale_order',
        'This sample request changed since you opened it; please check again.',
      );
    }
    const to = nextSampleStatus(status, body.action);
    if (!to) {
      throw new ApiHttpError(
        409,
        'transition_not_allowed',
        `A sample that is ${status} cannot be ${body.action}d.`,
      );
    }
    const note = body.note?.trim() ?? '';
    const fields: Record<string, FieldErrorCode> = {};
    if (sampleNoteRequired(status, body.action) && !note) fields.note = 'required';
    if (body.action === 'mark_shipped') {
      if (!body.carrier) fields.carrier = 'required';
      if (!body.trackingNumber) fields.trackingNumber = 'required';
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    const carrier = body.action === 'mark_shipped' ? (body.carrier?.trim() ?? null) : null;
    const trackingNumber = body.action === 'mark_shipped' ? (body.trackingNumber?.trim() ?? null) : null;
    const result = await trx
      .updateTable('sample_requests')
      .set({
        status: to,
        version: row.version + 1,
        updated_at: nowIso(),
        ...(body.action === 'mark_shipped' ? { carrier, tracking_number: trackingNumber } : {}),
      })
      .where('id', '=', id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new ApiHttpError(
        409,
        'stale_order',
        'This sample request changed since you opened it; please check again.',
      );
    }
    await appendHistory(trx, {
      requestId: id,
      kind: 'sample',
      action: body.action,
      from: status,
      to,
      actor: staff,
      note,
    });
    await appendAudit(
      trx,
      staff,
      `sample_${body.action}`,
      { kind: 'sample', ref: id },
      { from: status, to, note },
    );
    const applied: SampleApplied = {
      id,
      buyerId: row.buyer_id,
      productId: row.product_id,
      size: row.size,
      from: status,
      to,
      note,
      carrier,
      trackingNumber,
    };
    await queueSampleMail(trx, settings.linkOrigin, body.action, applied);
    return applied;
  });
}

/** The buyer's mail about a step of their sample request, linking to the product (configured address). */
async function queueSampleMail(
  trx: Kysely<Database>,
  origin: string,
  action: SampleActionBody['action'],
  change: SampleApplied,
): Promise<void> {
  const buyer = await buyerRecipient(trx, change.buyerId);
  const product = await productNames(trx, change.productId);
  const mail = sampleStatusMail(
    buyer,
    { productName: product ? localisedName(product, buyer.language) : change.productId, size: change.size },
    { action, note: change.note, carrier: change.carrier, trackingNumber: change.trackingNumber },
    `${origin}/product/${encodeURIComponent(change.productId)}`,
  );
  await enqueueMails(trx, 'sample', [mail]);
}
