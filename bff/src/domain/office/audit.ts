import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Cursor, decodeCursor, encodeCursor } from './cursor.ts';

let lastAuditMs = 0;

/**
 * When an entry is recorded: now, or a millisecond after this process's previous entry when that was in the
 * same millisecond (a product created and saved at once), so the log reads in the order things were done.
 * Entries are a member's actions, far fewer than a thousand a second: the clock is never run ahead for long.
 */
function auditTime(): string {
  lastAuditMs = Math.max(Date.now(), lastAuditMs + 1);
  return new Date(lastAuditMs).toISOString();
}

/**
 * The staff audit log: what each member did, append-only. Nothing in the code updates or deletes a row; it
 * is written in the transaction of the change it records, so a change and its record stand or fall together.
 */
export async function appendAudit(
  db: Kysely<Database>,
  staff: { id: string; name: string },
  action: string,
  subject: { kind: string; ref: string },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      id: randomUUID(),
      staff_id: staff.id,
      staff_name: staff.name,
      action,
      subject_kind: subject.kind,
      subject_ref: subject.ref,
      detail: JSON.stringify(detail),
      created_at: auditTime(),
    })
    .execute();
}

export async function listAudit(
  db: Kysely<Database>,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? 25;
  const after: Cursor | null = query.cursor ? decodeCursor(query.cursor) : null;
  let q = db.selectFrom('staff_audit_log').selectAll();
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', after.at),
        eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      staff: { id: row.staff_id, name: row.staff_name },
      action: row.action,
      subject: { kind: row.subject_kind, ref: row.subject_ref },
      detail: JSON.parse(row.detail) as Record<string, unknown>,
      at: row.created_at,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}
