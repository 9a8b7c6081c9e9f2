import { randomUUID } from 'node:crypto';
import {
  type Address,
  type Buyer,
  type BuyerApproval,
  greekVatNumberProblem,
  type Language,
  normalizeGreekVatNumber,
  type Profile,
} from '@shop/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import type { BuyersTable } from '../db/tables/core.ts';
import { invalidFields } from '../lib/api-error.ts';
import { searchKey } from '../lib/search-key.ts';
import { nowIso } from '../lib/time.ts';

type BuyerRow = Selectable<BuyersTable>;

/** E-mail addresses are compared case-insensitively: stored and looked up lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toBuyer(row: Pick<BuyerRow, 'id' | 'email' | 'business_name' | 'approval'>): Buyer {
  return {
    id: row.id,
    email: row.email,
    businessName: row.business_name,
    approval: row.approval as BuyerApproval,
  };
}

function parseAddress(json: string | null): Address | null {
  return json ? (JSON.parse(json) as Address) : null;
}

export function toProfile(row: BuyerRow): Profile {
  return {
    email: row.email,
    businessName: row.business_name,
    vatNumber: row.vat_number,
    businessAddress: parseAddress(row.business_address),
    deliveryAddress: parseAddress(row.delivery_address),
  };
}

/**
 * A VAT number as a form sent it, checked by the contracts rule: the stored form (9 digits), null for
 * empty (none given), or a 400 naming the field and what is wrong (`invalid_format`, `invalid_check_digit`).
 */
export function vatNumberField(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (value.trim() === '') return null;
  const problem = greekVatNumberProblem(value);
  if (problem) throw invalidFields({ vatNumber: problem });
  return normalizeGreekVatNumber(value);
}

export function findBuyerByEmail(db: Kysely<Database>, email: string): Promise<BuyerRow | undefined> {
  return db.selectFrom('buyers').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findBuyerById(db: Kysely<Database>, id: string): Promise<BuyerRow | undefined> {
  return db.selectFrom('buyers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The new buyer, or null when the e-mail is taken (also under a concurrent register). */
export async function createBuyer(
  db: Kysely<Database>,
  input: {
    email: string;
    businessName: string;
    /** Normalised already (`vatNumberField`). */
    vatNumber?: string | null;
    passwordHash: string;
    approval?: BuyerApproval;
    language?: Language;
  },
): Promise<BuyerRow | null> {
  const now = nowIso();
  const row: BuyerRow = {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    password_hash: input.passwordHash,
    business_name: input.businessName.trim(),
    search_name: searchKey(input.businessName),
    vat_number: input.vatNumber ?? null,
    business_address: null,
    delivery_address: null,
    approval: input.approval ?? 'approved',
    language: input.language ?? 'en',
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('buyers').values(row).execute();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export interface ProfileChanges {
  businessName?: string;
  /** Normalised already (`vatNumberField`); null clears it. */
  vatNumber?: string | null;
  businessAddress?: Address | null;
  deliveryAddress?: Address | null;
}

export async function updateProfile(
  db: Kysely<Database>,
  buyerId: string,
  changes: ProfileChanges,
): Promise<BuyerRow | undefined> {
  const values: Partial<BuyerRow> = { updated_at: nowIso() };
  if (changes.businessName !== undefined) {
    values.business_name = changes.businessName.trim();
    values.search_name = searchKey(changes.businessName);
  }
  if (changes.vatNumber !== undefined) values.vat_number = changes.vatNumber;
  if (changes.businessAddress !== undefined) {
    values.business_address = changes.businessAddress ? JSON.stringify(changes.businessAddress) : null;
  }
  if (changes.deliveryAddress !== undefined) {
    values.delivery_address = changes.deliveryAddress ? JSON.stringify(changes.deliveryAddress) : null;
  }
  await db.updateTable('buyers').set(values).where('id', '=', buyerId).execute();
  return findBuyerById(db, buyerId);
}

export async function setPasswordHash(
  db: Kysely<Database>,
  buyerId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('buyers')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', buyerId)
    .execute();
}

/** The language the buyer's mails are written in follows the one they last used to register or log in. */
export async function setBuyerLanguage(
  db: Kysely<Database>,
  buyerId: string,
  language: Language,
): Promise<void> {
  await db
    .updateTable('buyers')
    .set({ language })
    .where('id', '=', buyerId)
    .where('language', '!=', language)
    .execute();
}

/** Records staff's decision on a pending account; false when it was no longer pending (decided meanwhile). */
export async function decidePendingBuyer(
  db: Kysely<Database>,
  buyerId: string,
  approval: 'approved' | 'rejected',
): Promise<boolean> {
  const updated = await db
    .updateTable('buyers')
    .set({ approval, updated_at: nowIso() })
    .where('id', '=', buyerId)
    .where('approval', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
