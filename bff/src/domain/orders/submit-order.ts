import type { Language, Order } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import { orderReceivedMails } from '../commerce/mails.ts';
import { findOrder, type SubmitOrderInput, submitOrderRequest } from './orders.ts';

/** Who submits: the buyer's id, and what the mails call them. */
export interface SubmittingBuyer {
  id: string;
  email: string;
  businessName: string;
}

/**
 * `POST /api/orders`: the buyer's basket becomes an order request, and its two mails (the buyer's receipt
 * and the team's notice, in the buyer's language) go into the outbox in the same transaction, written from
 * the order as that transaction stored it: both or neither. The caller nudges the outbox when `created`;
 * the mails are sent after the answer. A repeated Idempotency-Key answers the order an earlier request
 * made, read as it is now, and queues nothing.
 */
export async function submitOrderWithMails(
  db: Kysely<Database>,
  buyer: SubmittingBuyer,
  input: SubmitOrderInput,
  { language, teamAddress }: { language: Language; teamAddress: string },
): Promise<{ order: Order; created: boolean }> {
  let submitted: Order | undefined;
  const { reference, created } = await submitOrderRequest(db, buyer.id, input, async (trx, newReference) => {
    submitted = await findOrder(trx, buyer.id, newReference, language);
    if (!submitted) throw new Error(`order ${newReference} vanished in its own transaction`);
    await enqueueMails(trx, 'order', orderReceivedMails(submitted, buyer, language, teamAddress));
  });
  const order = created ? submitted : await findOrder(db, buyer.id, reference, language);
  if (!order) throw new Error(`order ${reference} vanished after submit`);
  return { order, created };
}
