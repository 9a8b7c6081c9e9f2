import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../domain/passwords.ts';
import { nowIso } from '../lib/time.ts';

/** The demo member of the shop team the README names; seeded with the demo buyer (embedded default only). */
export const DEMO_STAFF = {
  email: 'team@wholesale.gr',
  password: 'Demo-Staff-2026!',
  name: 'Demo Team',
} as const;

/**
 * Inserts the demo member with their password and no second factor when missing; never overwrites (a changed
 * password or an enrolled factor stays). Safe on every start and on many instances. True when inserted.
 */
export async function seedDemoStaff(db: Kysely<Database>, log?: FastifyBaseLogger): Promise<boolean> {
  const { email } = DEMO_STAFF;
  const existing = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return false;
  const now = nowIso();
  const result = await db
    .insertInto('staff')
    .values({
      id: randomUUID(),
      email,
      name: DEMO_STAFF.name,
      password_hash: await hashPassword(DEMO_STAFF.password),
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      recovery_codes: '[]',
      disabled_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (inserted) log?.info({ email }, 'demo staff member seeded');
  return inserted;
}
