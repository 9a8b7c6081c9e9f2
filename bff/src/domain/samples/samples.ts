import { randomUUID } from 'node:crypto';
import {
  checkSampleRequest,
  type Language,
  MAX_SAMPLES_PER_ACCOUNT,
  remainingSamples,
  type SampleDeliveryOption,
  type SampleRequest,
  type SampleRequestBody,
  type SampleStatus,
  type Size,
  sampleDeliveryFeeCents,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, InTransaction } from '../../db/schema.ts';
import { ApiHttpError, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import { appendHistory } from '../../repositories/request-history.ts';
import { sampleRequestMails } from '../commerce/mails.ts';
import { localisedName, lockBuyer } from '../commerce/shared.ts';

const limitReached = () =>
  new ApiHttpError(
    409,
    'sample_limit_reached',
    `Sample limit reached: you can only request up to ${MAX_SAMPLES_PER_ACCOUNT} samples in total.`,
  );
const alreadyRequested = () =>
  new ApiHttpError(409, 'sample_already_requested', 'You have already requested a sample for this product.');

async function sampleRows(db: Kysely<Database>, buyerId: string) {
  return db
    .selectFrom('sample_requests')
    .innerJoin('products', 'products.id', 'sample_requests.product_id')
    .select([
      'sample_requests.id',
      'sample_requests.product_id',
      'sample_requests.slot',
      'sample_requests.size',
      'sample_requests.delivery_option',
      'sample_requests.delivery_fee_cents',
      'sample_requests.notes',
      'sample_requests.created_at',
      'sample_requests.status',
      'sample_requests.carrier',
      'sample_requests.tracking_number',
      'products.name_en',
      'products.name_gr',
    ])
    .where('sample_requests.buyer_id', '=', buyerId)
    .orderBy('sample_requests.slot')
    .execute();
}

function toSample(row: Awaited<ReturnType<typeof sampleRows>>[number], language: Language): SampleRequest {
  return {
    id: row.id,
    productId: row.product_id,
    productName: localisedName(row, language),
    size: row.size as Size,
    deliveryOption: row.delivery_option as SampleDeliveryOption,
    deliveryFeeCents: row.delivery_fee_cents,
    notes: row.notes,
    createdAt: row.created_at,
    status: row.status as SampleStatus,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

export async function listSamples(
  db: Kysely<Database>,
  buyerId: string,
  language: Language,
): Promise<{ samples: SampleRequest[]; remaining: number; max: number }> {
  const rows = await sampleRows(db, buyerId);
  return {
    samples: rows.map((row) => toSample(row, language)),
    remaining: remainingSamples(rows.length),
    max: MAX_SAMPLES_PER_ACCOUNT,
  };
}

/**
 * At most 3 samples per buyer, one per product, however many requests arrive at once: the buyer
 * row lock queues them so each sees the others' commits; the slot (1..3, unique per buyer) and
 * (buyer, product) constraints make a fourth or a duplicate impossible even without it.
 */
export async function requestSample(
  db: Kysely<Database>,
  buyerId: string,
  body: SampleRequestBody,
  language: Language,
  onCreated?: InTransaction<SampleRequest>,
): Promise<{ sample: SampleRequest; remaining: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBuyer(trx, buyerId);
      const product = await trx
        .selectFrom('products')
        .select('id')
        .where('id', '=', body.productId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!product) throw notFound('This product does not exist.');

      const taken = await trx
        .selectFrom('sample_requests')
        .select(['product_id', 'slot'])
        .where('buyer_id', '=', buyerId)
        .execute();
      const check = checkSampleRequest(
        taken.map((row) => row.product_id),
        body.productId,
      );
      if (!check.ok) throw check.code === 'sample_limit_reached' ? limitReached() : alreadyRequested();

      const usedSlots = new Set(taken.map((row) => row.slot));
      const slot = [1, 2, 3].find((n) => !usedSlots.has(n)) ?? MAX_SAMPLES_PER_ACCOUNT + 1;
      const sampleId = randomUUID();
      await trx
        .insertInto('sample_requests')
        .values({
          id: sampleId,
          buyer_id: buyerId,
          product_id: body.productId,
          slot,
          size: body.size,
          delivery_option: body.deliveryOption,
          delivery_fee_cents: sampleDeliveryFeeCents(body.deliveryOption),
          notes: body.notes?.trim() ?? '',
          created_at: nowIso(),
        })
        .execute();
      await appendHistory(trx, {
        requestId: sampleId,
        kind: 'sample',
        action: 'submit',
        from: null,
        to: 'requested',
        actor: { kind: 'buyer', id: buyerId, name: '' },
      });
      const made = await sampleOf(trx, buyerId, sampleId, language);
      await onCreated?.(trx, made.sample);
      return made;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw /product/.test(
        String((err as Error).message) + String((err as { constraint?: string }).constraint),
      )
        ? alreadyRequested()
        : limitReached();
    }
    if (isCheckViolation(err)) throw limitReached();
    throw err;
  }
}

/** A request just made, as the buyer's list shows it, with the requests left. */
async function sampleOf(
  db: Kysely<Database>,
  buyerId: string,
  id: string,
  language: Language,
): Promise<{ sample: SampleRequest; remaining: number }> {
  const { samples, remaining } = await listSamples(db, buyerId, language);
  const sample = samples.find((s) => s.id === id);
  if (!sample) throw new Error('sample request vanished after insert');
  return { sample, remaining };
}

/** The slot check (1..3) on either engine. */
function isCheckViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

/** A buyer's sample request with its two mails (buyer and team) stored in the same transaction. */
export function requestSampleWithMails(
  db: Kysely<Database>,
  buyer: { id: string; email: string; businessName: string },
  body: SampleRequestBody,
  { language, teamAddress }: { language: Language; teamAddress: string },
): Promise<{ sample: SampleRequest; remaining: number }> {
  return requestSample(db, buyer.id, body, language, (trx, sample) =>
    enqueueMails(trx, 'sample', sampleRequestMails(sample, buyer, language, teamAddress)),
  );
}
