import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/index.ts';
import { appendAudit } from './audit.ts';

describe('the audit log', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
  });

  it('reads in the order things were done, even within one millisecond', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z'), toFake: ['Date'] });
    const staff = { id: 'audit-order', name: 'Eleni' };
    const subject = { kind: 'product', ref: 'audit-order-product' };
    for (const action of ['product.create', 'product.update', 'product.publish']) {
      await appendAudit(app.db, staff, action, subject);
    }
    vi.useRealTimers();
    const rows = await app.db
      .selectFrom('staff_audit_log')
      .select(['action', 'created_at'])
      .where('subject_ref', '=', subject.ref)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update', 'product.publish']);
    expect(new Set(rows.map((row) => row.created_at)).size).toBe(3);
  });
});
