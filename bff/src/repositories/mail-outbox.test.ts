import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../test/index.ts';
import { claimMailsQuery, dueMailsQuery, type QueuedMail } from './mail-outbox.ts';

/**
 * Every order runs an outbox pass; while a mail server is down, the unsent mails pile up. The pass's two reads
 * of the outbox must stay the same size whatever waits: an index walk that stops after the batch, rows found
 * by their primary key (migration 014). On SQLite, whose planner is the one that went wrong.
 */
describe.runIf(testEngine === 'sqlite')('the outbox queries with many mails waiting', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: `waiting-${String(i).padStart(4, '0')}`,
      purpose: 'order',
      message: '{}',
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
      sent_at: null,
      last_error: null,
    }));
    await app.db.insertInto('mail_outbox').values(rows).execute();
  });
  afterAll(() => app.close());

  async function plan(query: {
    compile(): { sql: string; parameters: readonly unknown[] };
  }): Promise<string[]> {
    const { sql, parameters } = query.compile();
    const { rows } = await app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((row) => row.detail);
  }

  it('reads the due mails in the index order, without sorting them all', async () => {
    const steps = await plan(dueMailsQuery(app.db, new Date().toISOString(), 20));
    expect(steps).toEqual([expect.stringContaining('USING INDEX mail_outbox_due_order_idx')]);
  });

  it('claims a batch by primary key', async () => {
    const batch: QueuedMail[] = ['waiting-0001', 'waiting-0002'].map((id) => ({
      id,
      purpose: 'order',
      message: { to: 'a@example.gr', subject: '', text: '' } as unknown as QueuedMail['message'],
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    }));
    const steps = await plan(claimMailsQuery(app.db, batch, new Date().toISOString()));
    const searches = steps.filter((step) => step.startsWith('SEARCH'));
    expect(searches).toHaveLength(2);
    for (const step of searches) expect(step).toMatch(/USING INDEX sqlite_autoindex_mail_outbox_1 \(id=\?\)/);
  });
});
