import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBuyer, staffSession, testEngine } from '../../test/index.ts';
import { createSession } from '../repositories/sessions.ts';

/** Migration 013's counter (and 015's triggers) on PostgreSQL: what moves it, what does not, and no deadlock on it. */
describe.runIf(testEngine === 'postgres')('the session change counter (PostgreSQL)', () => {
  let app: FastifyInstance;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    await app.close();
  });

  const counter = async () =>
    Number(
      (await sql<{ version: string }>`select version from session_changes`.execute(app.db)).rows[0]?.version,
    );

  /** Whether `change` moved the counter. */
  const moves = async (change: () => Promise<unknown>) => {
    const before = await counter();
    await change();
    return (await counter()) > before;
  };

  /** A connection of its own to the app's schema, for transactions the test interleaves by hand. */
  async function connection(): Promise<pg.Client> {
    const database = app.config.database;
    if (database.kind !== 'postgres' || !database.schema) throw new Error('postgres only');
    const client = new pg.Client({
      connectionString: database.url,
      options: `-c search_path=${database.schema}`,
    });
    await client.connect();
    // A wait on a lock fails the test in seconds instead of hanging it.
    await client.query("set lock_timeout = '5s'");
    clients.push(client);
    return client;
  }

  it('moves with a change that ends a session or changes what it shows, and with nothing else', async () => {
    const { buyer } = await registerBuyer(app);
    const buyers = () => app.db.updateTable('buyers').where('id', '=', buyer.id);
    expect(await moves(() => buyers().set({ business_name: 'Renamed' }).execute())).toBe(true);
    expect(
      await moves(() =>
        buyers()
          .set({ email: `new-${buyer.email}` })
          .execute(),
      ),
    ).toBe(true);
    expect(await moves(() => buyers().set({ approval: 'rejected' }).execute())).toBe(true);
    // What a session does not show: no reason to forget every session of every instance.
    expect(await moves(() => buyers().set({ delivery_address: 'Ermou 1, Athens' }).execute())).toBe(false);
    expect(await moves(() => buyers().set({ business_name: 'Renamed' }).execute())).toBe(false);

    const sessions = () => app.db.updateTable('sessions').where('buyer_id', '=', buyer.id);
    expect(await moves(() => sessions().set({ revoked_at: new Date().toISOString() }).execute())).toBe(true);
    // Only dead sessions left: revoking them again, or a login deleting them, changes nothing anyone holds.
    expect(await moves(() => sessions().set({ revoked_at: new Date().toISOString() }).execute())).toBe(false);
    expect(await moves(() => createSession(app.db, buyer.id, 1))).toBe(false);
    // A live session deleted, then the buyer.
    expect(await moves(() => app.db.deleteFrom('sessions').where('buyer_id', '=', buyer.id).execute())).toBe(
      true,
    );
    expect(await moves(() => app.db.deleteFrom('buyers').where('id', '=', buyer.id).execute())).toBe(true);
  });

  it('moves with a change that ends a staff session or changes what it shows of its member (015)', async () => {
    const member = await staffSession(app);
    const now = () => new Date().toISOString();
    const staff = () => app.db.updateTable('staff').where('id', '=', member.id);
    expect(await moves(() => staff().set({ name: 'Renamed Member' }).execute())).toBe(true);
    expect(
      await moves(() =>
        staff()
          .set({ email: `new-${member.email}` })
          .execute(),
      ),
    ).toBe(true);
    expect(await moves(() => staff().set({ totp_enabled_at: now() }).execute())).toBe(true);
    // What a staff session does not show.
    expect(await moves(() => staff().set({ totp_last_step: 12345 }).execute())).toBe(false);
    expect(await moves(() => staff().set({ updated_at: now() }).execute())).toBe(false);

    const sessions = () => app.db.updateTable('staff_sessions').where('staff_id', '=', member.id);
    // The expiry moved on after a minute of use, the second factor given: what other instances hold changes.
    expect(await moves(() => sessions().set({ last_seen_at: now() }).execute())).toBe(true);
    expect(await moves(() => sessions().set({ verified: 1 }).execute())).toBe(true);
    expect(await moves(() => sessions().set({ revoked_at: now() }).execute())).toBe(true);
    expect(await moves(() => sessions().set({ revoked_at: now() }).execute())).toBe(false);
    expect(await moves(() => staff().set({ disabled_at: now() }).execute())).toBe(true);
    expect(
      await moves(() => app.db.deleteFrom('staff_sessions').where('staff_id', '=', member.id).execute()),
    ).toBe(false);
    expect(await moves(() => app.db.deleteFrom('staff').where('id', '=', member.id).execute())).toBe(true);
  });

  it('moves only when the change commits', async () => {
    const { buyer } = await registerBuyer(app);
    const client = await connection();
    const before = await counter();
    await client.query('begin');
    await client.query(`update sessions set revoked_at = $1 where buyer_id = $2`, [
      new Date().toISOString(),
      buyer.id,
    ]);
    expect(await counter()).toBe(before);
    await client.query('rollback');
    expect(await counter()).toBe(before);
  });

  it('does not deadlock a rejection of a buyer with that buyer logging out at the same moment', async () => {
    const { buyer } = await registerBuyer(app);
    const [staff, shopper] = [await connection(), await connection()];
    const now = new Date().toISOString();
    // The rejection (routes/api/office/buyers) writes the buyer, then revokes its sessions.
    await staff.query('begin');
    await staff.query(`update buyers set approval = 'rejected' where id = $1`, [buyer.id]);
    // The logout revokes one session, which the rejection's next statement then waits for.
    await shopper.query('begin');
    await shopper.query('update sessions set revoked_at = $1 where buyer_id = $2 and revoked_at is null', [
      now,
      buyer.id,
    ]);
    const revokeAll = staff.query(
      'update sessions set revoked_at = $1 where buyer_id = $2 and revoked_at is null',
      [now, buyer.id],
    );
    // With the counter raised at once instead of at commit, this commit would wait for the rejection's lock
    // on the counter while the rejection waits for this session: PostgreSQL would end one with a deadlock.
    await shopper.query('commit');
    await revokeAll;
    await staff.query('commit');
    const live = await app.db
      .selectFrom('sessions')
      .select('id')
      .where('buyer_id', '=', buyer.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
