import type { BuyerApproval, Language, OfficeBuyer } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, notFound } from '../../lib/api-error.ts';
import { decidePendingBuyer, findBuyerById } from '../../repositories/buyers.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import type { Actor } from '../../repositories/request-rows.ts';
import { revokeAllSessions } from '../../repositories/sessions.ts';
import { appendAudit } from './audit.ts';
import { buyerApprovalMail } from './mails.ts';

/**
 * Staff approve or reject a pending buyer (BUYER_APPROVAL=manual). In one transaction: the decision (once:
 * a second decision on the same account is a 409), a rejected buyer's sessions end, the buyer's mail in their
 * language (links from configuration) and the audit.
 */
export async function decideBuyer(
  db: Kysely<Database>,
  linkOrigin: string,
  id: string,
  approval: Exclude<BuyerApproval, 'pending'>,
  staff: Actor,
  reason: string,
): Promise<OfficeBuyer> {
  return db.transaction().execute(async (trx) => {
    const buyer = await findBuyerById(trx, id);
    if (!buyer) throw notFound('No buyer with this id.');
    if (buyer.approval !== 'pending') {
      throw new ApiHttpError(409, 'transition_not_allowed', `This account is already ${buyer.approval}.`);
    }
    if (!(await decidePendingBuyer(trx, buyer.id, approval))) {
      throw new ApiHttpError(409, 'stale_order', 'Someone decided on this account at the same time.');
    }
    if (approval === 'rejected') await revokeAllSessions(trx, buyer.id);
    const approved = approval === 'approved';
    const mail = buyerApprovalMail(
      { email: buyer.email, businessName: buyer.business_name, language: buyer.language as Language },
      approved,
      approved ? `${linkOrigin}/ready-to-ship` : `${linkOrigin}/contact`,
      reason || undefined,
    );
    await enqueueMails(trx, 'buyer approval', [mail]);
    await appendAudit(
      trx,
      staff,
      approved ? 'buyer_approve' : 'buyer_reject',
      { kind: 'buyer', ref: buyer.id },
      { reason },
    );
    return {
      id: buyer.id,
      email: buyer.email,
      businessName: buyer.business_name,
      approval,
      language: buyer.language as Language,
      vatNumber: buyer.vat_number,
      createdAt: buyer.created_at,
    };
  });
}
