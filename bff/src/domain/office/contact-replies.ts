import type { ContactReplyBody, OfficeContactMessage, VersionBody } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import type { Actor } from '../../repositories/request-rows.ts';
import { appendAudit } from './audit.ts';
import { toOfficeContactMessage } from './lists.ts';
import { contactReplyMail } from './mails.ts';

async function findMessage(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No contact message with this id.');
  return row;
}

function staleMessage(): ApiHttpError {
  return new ApiHttpError(
    409,
    'stale_message',
    'This message changed since you opened it; please check it again.',
  );
}

/** One contact message as the office shows it; 404 when there is none. */
export async function readContactMessage(db: Kysely<Database>, id: string): Promise<OfficeContactMessage> {
  return toOfficeContactMessage(await findMessage(db, id));
}

/**
 * Staff reply by mail to a contact message: the reply is kept with it, it becomes answered, the mail (answers
 * go to the team) and the audit are stored in the same transaction.
 */
export async function replyToContactMessage(
  db: Kysely<Database>,
  teamAddress: string,
  id: string,
  staff: Actor,
  body: ContactReplyBody,
): Promise<OfficeContactMessage> {
  await db.transaction().execute(async (trx) => {
    const row = await findMessage(trx, id);
    if (row.version !== body.version) throw staleMessage();
    if (row.status === 'closed') {
      throw new ApiHttpError(409, 'transition_not_allowed', 'This message is closed; it cannot be answered.');
    }
    const reply = body.reply.trim();
    const updated = await trx
      .updateTable('contact_messages')
      .set({
        status: 'answered',
        replies: JSON.stringify([...JSON.parse(row.replies), { text: reply, at: nowIso(), by: staff.name }]),
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw staleMessage();
    const mail = contactReplyMail(
      { name: row.name, email: row.email, message: row.message, createdAt: row.created_at },
      reply,
      staff.name,
    );
    await enqueueMails(trx, 'contact reply', [{ ...mail, replyTo: teamAddress }]);
    await appendAudit(trx, staff, 'contact_reply', { kind: 'contact', ref: row.id });
  });
  return readContactMessage(db, id);
}

/** Staff close a message (open or answered) without further reply; audited with the optional note. */
export async function closeContactMessage(
  db: Kysely<Database>,
  id: string,
  staff: Actor,
  body: VersionBody,
): Promise<OfficeContactMessage> {
  await db.transaction().execute(async (trx) => {
    const row = await findMessage(trx, id);
    if (row.version !== body.version) throw staleMessage();
    if (row.status === 'closed') {
      throw new ApiHttpError(409, 'transition_not_allowed', 'This message is already closed.');
    }
    const updated = await trx
      .updateTable('contact_messages')
      .set({ status: 'closed', version: row.version + 1 })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw staleMessage();
    await appendAudit(
      trx,
      staff,
      'contact_close',
      { kind: 'contact', ref: row.id },
      { note: body.note?.trim() ?? '' },
    );
  });
  return readContactMessage(db, id);
}
