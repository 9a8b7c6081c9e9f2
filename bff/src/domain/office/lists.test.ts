import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../../test/index.ts';
import type { Database } from '../../db/schema.ts';
import { searchKey } from '../../lib/search-key.ts';
import { contactMessagesQuery } from './lists.ts';

const MESSAGES = 2000;

/**
 * The office's search of contact messages reads only what matches, through migration 016's indexes, however
 * many messages the shop has received: without them, both engines walked every message.
 */
describe('the contact messages search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    const rows = Array.from({ length: MESSAGES }, (_, i) => {
      const name = `Sender ${i}`;
      const company = `Boutique ${i % 400} Nafplio`;
      return {
        id: `message-${String(i).padStart(5, '0')}`,
        buyer_id: null,
        name,
        email: `Sender.${i}@Example.gr`,
        company_name: company,
        phone: null,
        inquiry_type: 'general',
        message: 'Do you ship to Crete?',
        search_name: searchKey(name),
        search_company: searchKey(company),
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await app.db
        .insertInto('contact_messages')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    await sql`analyze`.execute(app.db);
  });
  afterAll(() => app.close());

  /** The plan's lines; on PostgreSQL with sequential scans priced out, to tell whether an index can serve it. */
  async function plan(q: string): Promise<string[]> {
    const { sql: text, parameters } = contactMessagesQuery(app.db, { q }).compile();
    const explain = async (db: Kysely<Database>) => {
      const prefix = testEngine === 'sqlite' ? 'explain query plan' : 'explain';
      const { rows } = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${prefix} ${text}`, [...parameters]),
      );
      return rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '');
    };
    if (testEngine === 'sqlite') return explain(app.db);
    return app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return explain(trx);
    });
  }

  it('finds the start of a company, a name or an e-mail address, newest first', async () => {
    const ids = async (q: string) =>
      (await contactMessagesQuery(app.db, { q, limit: 50 }).execute()).map((row) => row.id);
    expect(await ids('boutique 17 naf')).toEqual(
      [1617, 1217, 817, 417, 17].map((i) => `message-${String(i).padStart(5, '0')}`),
    );
    expect(await ids('SENDER 1999')).toEqual(['message-01999']);
    expect(await ids('sender.42@')).toEqual(['message-00042']);
    expect(await ids('nafplio')).toEqual([]);
  });

  it('reads each searched column through its index, not every message', async () => {
    const steps = (await plan('boutique 17')).join('\n');
    if (testEngine === 'sqlite') {
      expect(steps).not.toMatch(/SCAN contact_messages\b/);
      for (const index of ['search_company', 'search_name', 'email']) {
        expect(steps).toContain(`USING INDEX contact_messages_${index}_nocase_idx`);
      }
    } else {
      expect(steps).not.toMatch(/Seq Scan on contact_messages/);
      for (const index of ['search_company', 'search_name', 'email']) {
        expect(steps).toContain(`contact_messages_${index}_pattern_idx`);
      }
    }
  });
});
