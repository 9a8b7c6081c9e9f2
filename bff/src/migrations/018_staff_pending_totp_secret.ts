import type { Kysely } from 'kysely';

/**
 * A new authenticator's secret waits beside the one in force until the member confirms it with a code: starting
 * a set-up used to overwrite the secret and switch the second factor off at once, so one request without any
 * code left the account with its password alone (issue 44).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('totp_pending_secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('totp_pending_secret').execute();
}
