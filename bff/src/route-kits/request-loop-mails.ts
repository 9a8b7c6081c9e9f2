import type { Language, RequestKind } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  buyerAnsweredMail,
  type MailRecipient,
  quoteSentMail,
  statusChangedMail,
} from '../domain/office/mails.ts';
import { readQuotes } from '../domain/requests/quotes.ts';
import type { Applied } from '../domain/requests/transitions.ts';

/** The page of a request in the shop (buyer) and in the office (staff). */
export function requestLinks(origin: string, kind: RequestKind, reference: string) {
  return {
    shop: kind === 'order' ? `${origin}/orders/${encodeURIComponent(reference)}` : `${origin}/custom-made`,
    office: `${origin}/office/${kind === 'order' ? 'orders' : 'custom-requests'}/${encodeURIComponent(reference)}`,
  };
}

export async function buyerRecipient(db: Kysely<Database>, buyerId: string): Promise<MailRecipient> {
  const row = await db
    .selectFrom('buyers')
    .select(['email', 'business_name', 'language', 'vat_number'])
    .where('id', '=', buyerId)
    .executeTakeFirstOrThrow();
  return {
    email: row.email,
    businessName: row.business_name,
    language: row.language as Language,
    vatNumber: row.vat_number,
  };
}

/**
 * Queues the mail a step of the loop sends, in the step's transaction: a quote or a staff step to the buyer
 * (in the buyer's language), a buyer's answer to the team.
 */
export async function queueLoopMail(
  fastify: FastifyInstance,
  trx: Kysely<Database>,
  kind: RequestKind,
  applied: Applied,
  origin: string,
): Promise<void> {
  const buyer = await buyerRecipient(trx, applied.row.buyer_id);
  const links = requestLinks(origin, kind, applied.row.reference);
  const ref = { kind, reference: applied.row.reference };
  const action = applied.action;
  if (action === 'send_quote') {
    const quotes = await readQuotes(trx, applied.row, buyer.language);
    const quote = quotes.find((q) => q.version === applied.quoteVersion);
    if (!quote)
      throw new Error(`quote ${applied.quoteVersion} of ${applied.row.reference} not found after insert`);
    await fastify.mailOutbox.enqueue(trx, 'quote', [quoteSentMail(buyer, ref, quote, links.shop)]);
    return;
  }
  if (
    action === 'accept_quote' ||
    action === 'request_changes' ||
    action === 'decline_quote' ||
    (action === 'cancel' && applied.by === 'buyer')
  ) {
    const quotes = await readQuotes(trx, applied.row, 'en');
    const quote = applied.quoteVersion
      ? quotes.find((q) => q.version === applied.quoteVersion)
      : quotes.at(-1);
    const deliveryOption =
      action === 'accept_quote' && quote
        ? quote.deliveryOptions[applied.row.accepted_delivery_option ?? 0]
        : undefined;
    const mail = buyerAnsweredMail(
      fastify.mailer.teamAddress,
      buyer,
      ref,
      {
        action,
        note: applied.note,
        ...(quote ? { quote } : {}),
        ...(deliveryOption ? { deliveryOption } : {}),
      },
      links.office,
    );
    await fastify.mailOutbox.enqueue(trx, 'buyer answer', [{ ...mail, replyTo: buyer.email }]);
    return;
  }
  if (
    action === 'cancel' ||
    action === 'start_processing' ||
    action === 'mark_shipped' ||
    action === 'mark_delivered'
  ) {
    const mail = statusChangedMail(
      buyer,
      ref,
      {
        action,
        note: applied.note,
        carrier: applied.row.carrier,
        trackingNumber: applied.row.tracking_number,
      },
      links.shop,
    );
    await fastify.mailOutbox.enqueue(trx, 'status', [mail]);
  }
}
