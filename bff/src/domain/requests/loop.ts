import type {
  CustomRequest,
  Language,
  OfficeCustomRequest,
  OfficeOrder,
  Order,
  QuoteDraft,
  QuoteMailPreview,
  RequestActionBody,
  RequestKind,
  ThreadMessage,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import { findBuyerById } from '../../repositories/buyers.ts';
import { type Actor, findLoopRow, type LoopRow } from '../../repositories/request-rows.ts';
import { findCustomRequest } from '../custom-requests/custom-requests.ts';
import { findOrder } from '../orders/orders.ts';
import { buyerRecipient, queueMessageMail, requestLinks } from './loop-mails.ts';
import type { LoopSettings } from './loop-settings.ts';
import { postMessage, readThread } from './messages.ts';
import { previewQuoteMail } from './quote-preview.ts';
import { applyRequestAction, sendQuote } from './transitions.ts';

/**
 * The order loop's one door for routes: an order request (WS-…) or a custom-made request (CR-…) read, quoted,
 * answered, moved on and talked about, by its buyer or by staff. Each change runs in one transaction with its
 * history, audit and mails (queued in the outbox); routes validate, call one of these and answer.
 */

/** Who reads: a buyer reaches only their own requests (another's is a 404 like an unknown one); staff any. */
export type LoopReader = { kind: 'buyer'; buyerId: string } | { kind: 'staff' };

const WHAT: Record<RequestKind, string> = { order: 'order request', custom: 'custom-made request' };

function ownerOf(reader: LoopReader): string | undefined {
  return reader.kind === 'buyer' ? reader.buyerId : undefined;
}

/**
 * A request by its reference, as `reader` may reach it; 404 otherwise. A reference is letters, digits and
 * hyphens: anything else (a NUL, which PostgreSQL refuses to compare) is a 404 before any query, so this is
 * safe before the params are validated.
 */
export async function reachRequest(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  reader: LoopReader,
): Promise<LoopRow> {
  const row = /^[A-Za-z0-9-]{1,40}$/.test(reference)
    ? await findLoopRow(db, kind, reference, ownerOf(reader))
    : undefined;
  if (!row) throw notFound(`No ${WHAT[kind]} with this reference.`);
  return row;
}

/** A request as `reader` sees it: lines, history, quotes and the steps they may take; staff get the buyer too. */
export async function readRequest(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  language: Language,
  reader: LoopReader,
): Promise<Order | OfficeOrder | CustomRequest | OfficeCustomRequest> {
  const found =
    kind === 'order'
      ? await findOrder(db, ownerOf(reader), reference, language, reader.kind)
      : await findCustomRequest(db, ownerOf(reader), reference, language, reader.kind);
  if (!found) throw notFound(`No ${WHAT[kind]} with this reference.`);
  if (reader.kind === 'buyer') return found;
  const buyer = await findBuyerById(db, found.buyerId);
  if (!buyer) throw new Error(`buyer ${found.buyerId} of ${reference} not found`);
  return {
    ...found,
    buyer: {
      id: buyer.id,
      businessName: buyer.business_name,
      email: buyer.email,
      vatNumber: buyer.vat_number,
    },
  };
}

/** Staff send a new quote version; the buyer is mailed it. Answers the request as staff now see it. */
export async function quoteRequest(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  staff: Actor,
  draft: QuoteDraft,
  language: Language,
) {
  await sendQuote(db, settings, kind, reference, staff, draft);
  return readRequest(db, kind, reference, language, { kind: 'staff' });
}

/**
 * A step of the transition table by the request's buyer (accept, ask for changes, decline, cancel) or by staff
 * (cancel, processing, shipped, delivered); the other side is mailed. Answers the request as the actor now
 * sees it.
 */
export async function takeStep(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  actor: Actor,
  body: RequestActionBody,
  language: Language,
) {
  await applyRequestAction(db, settings, kind, reference, actor, body);
  const reader: LoopReader =
    actor.kind === 'buyer' ? { kind: 'buyer', buyerId: actor.id } : { kind: 'staff' };
  return readRequest(db, kind, reference, language, reader);
}

/** The mail a quote draft would send the buyer, in their language; nothing is stored or sent. */
export function previewQuote(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  draft: QuoteDraft,
  staffName: string,
): Promise<QuoteMailPreview> {
  return previewQuoteMail(db, kind, reference, draft, {
    staffName,
    vatRateBasisPoints: settings.vatRateBasisPoints,
    buyer: (buyerId) => buyerRecipient(db, buyerId),
    shopLink: requestLinks(settings.linkOrigin, kind, reference).shop,
  });
}

/** The messages about a request, oldest first. */
export async function readRequestThread(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  reader: LoopReader,
): Promise<ThreadMessage[]> {
  const row = await reachRequest(db, kind, reference, reader);
  return readThread(db, row.id);
}

/** A new message in a request's thread, mailed to the other side in the same transaction. */
export async function writeToThread(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  author: Actor,
  message: { body: string; attachmentIds: readonly string[] },
): Promise<ThreadMessage> {
  const reader: LoopReader =
    author.kind === 'buyer' ? { kind: 'buyer', buyerId: author.id } : { kind: 'staff' };
  const row = await reachRequest(db, kind, reference, reader);
  return db.transaction().execute(async (trx) => {
    const made = await postMessage(
      trx,
      { id: row.id, kind, buyerId: row.buyer_id },
      author,
      message.body,
      message.attachmentIds,
    );
    await queueMessageMail(trx, settings, { kind, reference: row.reference, buyerId: row.buyer_id }, author, {
      body: made.body,
      attachmentNames: made.attachments.map((a) => a.name),
    });
    return made;
  });
}
