import { randomUUID } from 'node:crypto';
import { type ContactMessageBody, normalizeGreekPhone } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchKey } from '../../lib/search-key.ts';
import { nowIso } from '../../lib/time.ts';

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  phone: string | null;
  inquiryType: string;
  message: string;
  createdAt: string;
}

/** Stores a contact message; empty optional fields become null, the phone is stored as +30… */
export async function storeContactMessage(
  db: Kysely<Database>,
  body: ContactMessageBody,
  buyerId: string | null,
): Promise<StoredContactMessage> {
  const phone = body.phone?.trim() ? normalizeGreekPhone(body.phone) : null;
  const message: StoredContactMessage = {
    id: randomUUID(),
    name: body.name.trim(),
    email: body.email.trim(),
    companyName: body.companyName?.trim() || null,
    phone,
    inquiryType: body.inquiryType,
    message: body.message.trim(),
    createdAt: nowIso(),
  };
  await db
    .insertInto('contact_messages')
    .values({
      id: message.id,
      buyer_id: buyerId,
      name: message.name,
      email: message.email,
      company_name: message.companyName,
      search_name: searchKey(message.name),
      search_company: searchKey(message.companyName ?? ''),
      phone: message.phone,
      inquiry_type: message.inquiryType,
      message: message.message,
      created_at: message.createdAt,
    })
    .execute();
  return message;
}
