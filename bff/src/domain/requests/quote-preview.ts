import { type QuoteDraft, type QuoteMailPreview, type RequestKind, shopToday } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { nextQuoteVersion } from '../../repositories/quotes.ts';
import { findLoopRow } from '../../repositories/request-rows.ts';
import { type MailRecipient, quoteSentMail } from '../office/mails.ts';
import { quotableLines, quoteDocument, quoteView } from './quotes.ts';

/**
 * The mail a quote draft would send the request's buyer, made by the same checks (`quoteDocument`), totals
 * and mail text as sending it, in the buyer's language, as the next version. Nothing is stored or sent; a
 * draft the send would refuse is refused the same way (400 with the offending fields).
 */
export async function previewQuoteMail(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  draft: QuoteDraft,
  context: {
    staffName: string;
    vatRateBasisPoints: number;
    buyer: (buyerId: string) => Promise<MailRecipient>;
    shopLink: string;
  },
): Promise<QuoteMailPreview> {
  const row = await findLoopRow(db, kind, reference);
  if (!row) {
    throw notFound(`No ${kind === 'order' ? 'order request' : 'custom-made request'} with this reference.`);
  }
  const lines = await quotableLines(db, kind, row.id);
  const { document, validUntil } = quoteDocument(draft, lines, {
    vatRateBasisPoints: context.vatRateBasisPoints,
    today: shopToday(),
  });
  const buyer = await context.buyer(row.buyer_id);
  const quote = quoteView(
    document,
    {
      version: await nextQuoteVersion(db, row.id),
      createdAt: nowIso(),
      createdBy: context.staffName,
      validUntil,
      state: 'current',
    },
    buyer.language,
  );
  const mail = quoteSentMail(buyer, { kind, reference: row.reference }, quote, context.shopLink);
  return { language: buyer.language, to: buyer.email, subject: mail.subject, text: mail.text };
}
