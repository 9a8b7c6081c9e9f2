import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  isAddressedTo,
  readOutbox,
  registerBuyer,
  testEngine,
} from '../../test/index.ts';
import type { DatabaseConfig } from '../config.ts';
import { claimMails, dueMails, enqueueMails, pruneSentMails } from '../repositories/mail-outbox.ts';

async function placeOrder(app: FastifyInstance): Promise<{ reference: string; email: string }> {
  const buyer = await registerBuyer(app);
  const call = caller(app, buyer);
  await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });
  const response = await call('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(response.statusCode).toBe(201);
  return { reference: response.json<Order>().reference, email: buyer.email };
}

const rowsAbout = (app: FastifyInstance, reference: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('message', 'like', `%${reference}%`).execute();

describe('the mail outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores an order’s mails with the order and sends them after the answer', async () => {
    const { reference, email } = await placeOrder(app);
    expect(await rowsAbout(app, reference)).toHaveLength(2);

    const sent = (await readOutbox(app)).filter((m) => m.includes(reference));
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => isAddressedTo(m, email))).toBe(true);
    const rows = await rowsAbout(app, reference);
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 0)).toBe(true);
  });

  it('keeps a mail the transport failed on and sends it on a later try', async () => {
    const send = vi.spyOn(app.mailer, 'send').mockRejectedValueOnce(new Error('mail server unreachable'));
    const { reference } = await placeOrder(app);
    await app.mailOutbox.flush();
    send.mockRestore();

    const failed = (await rowsAbout(app, reference)).filter((row) => row.sent_at === null);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.attempts).toBe(1);
    expect(failed[0]?.last_error).toBe('mail server unreachable');
    expect((failed[0]?.next_attempt_at ?? '') > new Date().toISOString()).toBe(true);

    // Its time comes (the back-off is 10 s): the sweep sends it.
    await app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', failed[0]?.id ?? '')
      .execute();
    expect((await readOutbox(app)).filter((m) => m.includes(reference))).toHaveLength(2);
    expect((await rowsAbout(app, reference)).every((row) => row.sent_at !== null)).toBe(true);
  });

  it('queues nothing for an order that was refused', async () => {
    const buyer = await registerBuyer(app);
    const before = await app.db.selectFrom('mail_outbox').select('id').execute();
    const response = await caller(app, buyer)('POST', '/api/orders', {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
    });
    expect(response.json().error.code).toBe('minimum_order_not_met');
    expect(await app.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('forgets sent mails after a week, never unsent ones', async () => {
    const row = (id: string, sentAt: string | null) => ({
      id,
      purpose: 'test',
      message: '{}',
      created_at: '2026-01-01T00:00:00.000Z',
      attempts: 0,
      next_attempt_at: 'never',
      sent_at: sentAt,
      last_error: null,
    });
    const old = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
    await app.db
      .insertInto('mail_outbox')
      .values([row('old-sent', old), row('recent-sent', new Date().toISOString()), row('old-unsent', null)])
      .execute();
    await pruneSentMails(app.db, new Date(Date.now() - 7 * 24 * 3_600_000).toISOString());
    const left = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('id', 'in', ['old-sent', 'recent-sent', 'old-unsent'])
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual(['old-unsent', 'recent-sent']);
  });

  it('lets one instance only take each due mail, when their batches overlap', async () => {
    const subjects = ['Once 1', 'Once 2', 'Once 3'];
    await app.db.transaction().execute((trx) =>
      enqueueMails(
        trx,
        'test',
        subjects.map((subject) => ({ to: 'a@example.gr', subject, text: 'Hello' })),
      ),
    );
    const due = (await dueMails(app.db, new Date().toISOString(), 100)).filter((m) =>
      subjects.includes(m.message.subject),
    );
    expect(due).toHaveLength(3);
    const lease = new Date(Date.now() + 60_000).toISOString();
    // Two instances read the same due mails; one takes the first two, the other the last two.
    const [first, second] = await Promise.all([
      claimMails(app.db, due.slice(0, 2), lease),
      claimMails(app.db, due.slice(1), lease),
    ]);
    const taken = [...first, ...second].map((mail) => mail.message.subject).sort();
    expect(taken).toEqual(subjects);
    // Taken, they are no longer due to anyone.
    expect(await claimMails(app.db, due, lease)).toEqual([]);
  });
});

describe('after a stop', () => {
  /** One database for two runs of the BFF, one after the other. */
  function sharedDatabase(): { first: DatabaseConfig; second: DatabaseConfig; cleanUp: () => void } {
    if (testEngine === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'outbox-db-'));
      const file = path.join(dir, 'shop.db');
      return {
        first: { kind: 'sqlite', file },
        second: { kind: 'sqlite', file },
        cleanUp: () => rmSync(dir, { recursive: true, force: true }),
      };
    }
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `outbox_${randomBytes(6).toString('hex')}`;
    return {
      first: { kind: 'postgres', url, schema, dropSchemaOnClose: false },
      second: { kind: 'postgres', url, schema, dropSchemaOnClose: true },
      cleanUp: () => undefined,
    };
  }

  it('sends the mails an earlier run stored but did not send', async () => {
    const database = sharedDatabase();
    try {
      const first = await buildTestApp({ database: database.first });
      // Stored with an event, then the process stops before sending (nothing nudges the outbox).
      await first.db
        .transaction()
        .execute((trx) =>
          enqueueMails(trx, 'order', [{ to: 'buyer@example.gr', subject: 'Left behind', text: 'Hello' }]),
        );
      await first.close();

      const second = await buildTestApp({ database: database.second });
      try {
        // On its own, as it starts: no request, no flush.
        await vi.waitFor(
          async () => expect(await readdir(second.config.outboxDir).catch(() => [])).toHaveLength(1),
          { timeout: 5000, interval: 50 },
        );
        const sent = await readOutbox(second);
        expect(sent.filter((m) => m.includes('Subject: Left behind'))).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      database.cleanUp();
    }
  });
});
