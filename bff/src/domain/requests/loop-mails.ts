import type { Language, RequestKind } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findBuyerById } from '../../repositories/buyers.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import {
  buyerAnsweredMail,
  type MailRecipient,
  newMessageMail,
  quoteSentMail,
  statusChangedMail,
} from '../office/mails.ts';
import type { LoopSettings } from './loop-settings.ts';
import { readQuotes } from './quotes.ts';
import type { Applied } from './transitions.ts';

/** The page of a request in the shop (buyer) and in the office (staff), at the configured address. */
export function requestLinks(origin: string, kind: RequestKind, reference: string) {
  return {
    shop: kind === 'order' ? `${origin}/orders/${encodeURIComponent(reference)}` : `${origin}/custom-made`,
    office: `${origin}/office/${kind === 'order' ? 'orders' : 'custom-requests'}/${encodeURIComponent(reference)}`,
  };
}

/** Who a mail to a request's buyer goes to, in the buyer's language. */
export async function buyerRecipient(db: Kysely<Database>, buyerId: string): Promise<MailRecipient> {
  const row = await findBuyerById(db, buyerId);
  if (!row) throw new Error(`buyer ${buyerId} of a request not found`);
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
export async function queueStepMail(
  trx: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  applied: Applied,
): Promise<void> {
  const buyer = await buyerRecipient(trx, applied.row.buyer_id);
  const links = requestLinks(settings.linkOrigin, kind, applied.row.reference);
  const ref = { kind, reference: applied.row.reference };
  const action = applied.action;
  if (action === 'send_quote') {
    const quotes = await readQuotes(trx, applied.row, buyer.language);
    const quote = quotes.find((q) => q.version === applied.quoteVersion);
    if (!quote)
      throw new Error(`quote ${applied.quoteVersion} of ${applied.row.reference} not found after insert`);
    await enqueueMails(trx, 'quote', [quoteSentMail(buyer, ref, quote, links.shop)]);
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
      settings.teamAddress,
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
    await enqueueMails(trx, 'buyer answer', [{ ...mail, replyTo: buyer.email }]);
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
    await enqueueMails(trx, 'status', [mail]);
  }
}

/** Queues the mail of a new thread message to the other side: a buyer's to the team, the team's to the buyer. */
export async function queueMessageMail(
  trx: Kysely<Database>,
  settings: LoopSettings,
  request: { kind: RequestKind; reference: string; buyerId: string },
  author: { kind: 'buyer' | 'staff'; name: string },
  message: { body: string; attachmentNames: string[] },
): Promise<void> {
  const buyer = await buyerRecipient(trx, request.buyerId);
  const links = requestLinks(settings.linkOrigin, request.kind, request.reference);
  const ref = { kind: request.kind, reference: request.reference };
  const content = { authorName: author.name, ...message };
  const mail =
    author.kind === 'buyer'
      ? {
          ...newMessageMail(
            { email: settings.teamAddress, language: 'en', name: 'Team' },
            ref,
            content,
            links.office,
            'team',
          ),
          replyTo: buyer.email,
        }
      : newMessageMail(
          { email: buyer.email, language: buyer.language, name: buyer.businessName },
          ref,
          content,
          links.shop,
          'buyer',
        );
  await enqueueMails(trx, 'message', [mail]);
}
