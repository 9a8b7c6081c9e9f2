import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Keys read once per database handle: every instance and the deploy tool read the same row. */
const keys = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Kysely<Database>, name: string): Promise<Buffer> {
  await db
    .insertInto('signing_keys')
    .values({ name, secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

/** The named signing key, made on first use (the first writer wins; everyone then reads that one). */
export function signingKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  const named = keys.get(db) ?? new Map<string, Promise<Buffer>>();
  keys.set(db, named);
  let key = named.get(name);
  if (!key) {
    key = readOrMake(db, name);
    named.set(name, key);
    key.catch(() => named.delete(name));
  }
  return key;
}

/** An HMAC-SHA256 signature of the text, base64url. */
export function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Is the signature the key's for this text? Compared in constant time. */
export function verify(key: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
