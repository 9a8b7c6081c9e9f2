import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Address,
  CUSTOM_REQUEST_REFERENCE_PREFIX,
  type CustomProductType,
  type CustomRequest,
  type CustomRequestInput,
  type CustomRequestIssue,
  type CustomRequestSummary,
  customRequestIssues,
  type DeliveryOption,
  type Fabric,
  type FieldErrorCode,
  formatReference,
  isDeliveryDateAcceptable,
  type Language,
  type OrderStatus,
  totalQuantity,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database, InTransaction } from '../../db/schema.ts';
import { ApiHttpError, invalidFields } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import { appendHistory } from '../../repositories/request-history.ts';
import { uploadRefs } from '../../repositories/uploads.ts';
import { customRequestMails } from '../commerce/mails.ts';
import { nextSequence, parseQuantities, referenceYear } from '../commerce/shared.ts';
import { normalizeAddress } from '../orders/orders.ts';
import { readHistory } from '../requests/history.ts';
import { requestProgress } from '../requests/progress.ts';

export interface CustomRequestFiles {
  brandLabelId: string | null;
  /** Upload id of the design file per product type. */
  designFileIds: Map<CustomProductType, string>;
}

function issueError(issue: CustomRequestIssue, input: CustomRequestInput): ApiHttpError {
  switch (issue.code) {
    case 'no_items_selected':
      return new ApiHttpError(400, 'no_items_selected', 'Please select at least one product type.');
    case 'minimum_order_not_met':
      return new ApiHttpError(
        400,
        'minimum_order_not_met',
        `Minimum order not met: you need to order at least ${issue.min} items (${issue.count} selected, ${issue.missing} more needed).`,
      );
    case 'fabric_required':
      return invalidFields(
        Object.fromEntries(
          input.lines
            .map((line, index) => ({ line, index }))
            .filter(({ line }) => issue.types.includes(line.type) && line.selected)
            .map(({ index }) => [`lines.${index}.fabric`, 'required']),
        ),
      );
    case 'delivery_address_required':
      return new ApiHttpError(
        400,
        'delivery_address_required',
        'Please provide a delivery address to continue.',
      );
  }
}

/**
 * Field checks a schema cannot express, then the spec §5 rules (only selected lines count, ≥ 5
 * pieces, a fabric per selected line, an address). Throws the first problem found.
 */
export function checkCustomRequest(
  input: CustomRequestInput,
  designTypes: readonly CustomProductType[],
): void {
  const fields: Record<string, FieldErrorCode> = {};
  const seen = new Set<CustomProductType>();
  input.lines.forEach((line, index) => {
    if (seen.has(line.type)) fields[`lines.${index}.type`] = 'duplicate_value';
    seen.add(line.type);
  });
  for (const type of designTypes) {
    if (!input.lines.some((line) => line.type === type && line.selected))
      fields[`designFile.${type}`] = 'invalid_value';
  }
  if (input.preferredDeliveryDate && !isDeliveryDateAcceptable(input.preferredDeliveryDate)) {
    fields.preferredDeliveryDate = 'date_in_past';
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);

  const [issue] = customRequestIssues({
    lines: input.lines,
    hasDeliveryAddress: Boolean(input.deliveryAddress),
  });
  if (issue) throw issueError(issue, input);
}

/** Records a checked custom-made request with a CR-YYYY-NNNNNN reference; returns the reference. */
export async function createCustomRequest(
  db: Kysely<Database>,
  buyerId: string,
  input: CustomRequestInput,
  files: CustomRequestFiles,
  onCreated?: InTransaction<string>,
): Promise<string> {
  const address = input.deliveryAddress;
  if (!address) throw new Error('checkCustomRequest must run first');
  const selected = input.lines.filter((line) => line.selected);

  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = randomUUID();
    const year = referenceYear();
    const reference = formatReference(
      CUSTOM_REQUEST_REFERENCE_PREFIX,
      year,
      await nextSequence(trx, CUSTOM_REQUEST_REFERENCE_PREFIX, year),
    );
    await trx
      .insertInto('custom_requests')
      .values({
        id,
        reference,
        buyer_id: buyerId,
        status: 'submitted',
        delivery_address: JSON.stringify(normalizeAddress(address)),
        preferred_delivery_date: input.preferredDeliveryDate ?? null,
        delivery_option: input.deliveryOption,
        notes: input.notes?.trim() ?? '',
        brand_label_id: files.brandLabelId,
        total_quantity: selected.reduce((sum, line) => sum + totalQuantity(line.sizes), 0),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('custom_request_lines')
      .values(
        selected.map((line, index) => ({
          request_id: id,
          position: index + 1,
          type: line.type,
          fabric: line.fabric as Fabric,
          sizes: JSON.stringify(line.sizes),
          total_quantity: totalQuantity(line.sizes),
          request_sample: line.requestSample ? 1 : 0,
          design_file_id: files.designFileIds.get(line.type) ?? null,
        })),
      )
      .execute();
    await appendHistory(trx, {
      requestId: id,
      kind: 'custom',
      action: 'submit',
      from: null,
      to: 'submitted',
      actor: { kind: 'buyer', id: buyerId, name: '' },
      at: now,
    });
    await onCreated?.(trx, reference);
    return reference;
  });
}

/** One custom-made request; with `buyerId` only that buyer's, staff read any (`buyerId` undefined). */
export async function findCustomRequest(
  db: Kysely<Database>,
  buyerId: string | undefined,
  reference: string,
  language: Language = 'en',
  reader: Actor = 'buyer',
): Promise<(CustomRequest & { id: string; buyerId: string }) | undefined> {
  let query = db.selectFrom('custom_requests').selectAll().where('reference', '=', reference);
  if (buyerId !== undefined) query = query.where('buyer_id', '=', buyerId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const buyer = await db
    .selectFrom('buyers')
    .select('business_name')
    .where('id', '=', row.buyer_id)
    .executeTakeFirst();
  const lines = await db
    .selectFrom('custom_request_lines')
    .selectAll()
    .where('request_id', '=', row.id)
    .orderBy('position')
    .execute();
  const files = await uploadRefs(db, [row.brand_label_id, ...lines.map((line) => line.design_file_id)]);
  const ref = (id: string | null) => (id ? (files.get(id) ?? null) : null);

  return {
    id: row.id,
    buyerId: row.buyer_id,
    reference: row.reference,
    status: row.status as OrderStatus,
    createdAt: row.created_at,
    lines: lines.map((line) => ({
      type: line.type as CustomProductType,
      fabric: line.fabric as Fabric,
      sizes: parseQuantities(line.sizes),
      totalQuantity: line.total_quantity,
      requestSample: line.request_sample === 1,
      designFile: ref(line.design_file_id),
    })),
    totalQuantity: row.total_quantity,
    brandLabel: ref(row.brand_label_id),
    deliveryAddress: JSON.parse(row.delivery_address) as Address,
    preferredDeliveryDate: row.preferred_delivery_date,
    deliveryOption: row.delivery_option as DeliveryOption,
    notes: row.notes,
    statusHistory: await readHistory(db, row.id, buyer?.business_name ?? ''),
    progress: await requestProgress(db, { ...row, status: row.status as OrderStatus }, reader, language),
  };
}

/** Newest first. */
export async function listCustomRequests(
  db: Kysely<Database>,
  buyerId: string,
): Promise<CustomRequestSummary[]> {
  const rows = await db
    .selectFrom('custom_requests')
    .select(['id', 'reference', 'created_at', 'total_quantity', 'status'])
    .where('buyer_id', '=', buyerId)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .execute();
  const types =
    rows.length === 0
      ? []
      : await db
          .selectFrom('custom_request_lines')
          .select(['request_id', 'type'])
          .where(
            'request_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('position')
          .execute();
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.created_at,
    types: types.filter((t) => t.request_id === row.id).map((t) => t.type as CustomProductType),
    totalQuantity: row.total_quantity,
    status: row.status as OrderStatus,
  }));
}

/**
 * `POST /api/custom-requests`: a checked request is stored with its two mails (the buyer's receipt and the
 * team's notice, in the buyer's language) in one transaction; the caller nudges the outbox. Answers the
 * request as stored.
 */
export async function submitCustomRequestWithMails(
  db: Kysely<Database>,
  buyer: { id: string; email: string; businessName: string },
  input: CustomRequestInput,
  files: CustomRequestFiles,
  { language, teamAddress }: { language: Language; teamAddress: string },
): Promise<CustomRequest & { id: string; buyerId: string }> {
  const reference = await createCustomRequest(db, buyer.id, input, files, async (trx, inserted) => {
    const made = await findCustomRequest(trx, buyer.id, inserted, language);
    if (!made) throw new Error(`custom request ${inserted} vanished in its own transaction`);
    await enqueueMails(trx, 'custom request', customRequestMails(made, buyer, language, teamAddress));
  });
  const created = await findCustomRequest(db, buyer.id, reference, language);
  if (!created) throw new Error(`custom request ${reference} vanished after insert`);
  return created;
}
