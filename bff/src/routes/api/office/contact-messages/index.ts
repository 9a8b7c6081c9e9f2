import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ContactReplyBodySchema,
  OfficeContactListQuerySchema,
  OfficeContactListSchema,
  OfficeContactMessageSchema,
  OfficeIdParamsSchema,
  VersionBodySchema,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { appendAudit } from '../../../../domain/office/audit.ts';
import { listContactMessages, toOfficeContactMessage } from '../../../../domain/office/lists.ts';
import { contactReplyMail } from '../../../../domain/office/mails.ts';
import { ApiHttpError, notFound } from '../../../../lib/api-error.ts';
import { nowIso } from '../../../../lib/time.ts';
import { currentStaff } from '../../../../plugins/auth.ts';

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

/** `/api/office/contact-messages`: the contact form's messages; staff reply by mail (kept) or close them. */
const contactMessages: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: contact messages'];
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  };

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Contact messages, newest first: filter by status (open, answered, closed), dates; search by name, company or e-mail',
        security,
        querystring: OfficeContactListQuerySchema,
        response: {
          200: OfficeContactListSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => listContactMessages(fastify.db, request.query),
  );

  fastify.post(
    '/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply by mail to the sender; every reply is kept with the message, which becomes answered',
        security,
        params: OfficeIdParamsSchema,
        body: ContactReplyBodySchema,
        response: { 200: OfficeContactMessageSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      await fastify.db.transaction().execute(async (trx) => {
        const row = await findMessage(trx, request.params.id);
        if (row.version !== request.body.version) throw staleMessage();
        if (row.status === 'closed') {
          throw new ApiHttpError(
            409,
            'transition_not_allowed',
            'This message is closed; it cannot be answered.',
          );
        }
        const reply = request.body.reply.trim();
        const updated = await trx
          .updateTable('contact_messages')
          .set({
            status: 'answered',
            replies: JSON.stringify([
              ...JSON.parse(row.replies),
              { text: reply, at: nowIso(), by: staff.name },
            ]),
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
        await fastify.mailOutbox.enqueue(trx, 'contact reply', [
          { ...mail, replyTo: fastify.mailer.teamAddress },
        ]);
        await appendAudit(trx, { id: staff.staffId, name: staff.name }, 'contact_reply', {
          kind: 'contact',
          ref: row.id,
        });
      });
      fastify.mailOutbox.nudge();
      return toOfficeContactMessage(await findMessage(fastify.db, request.params.id));
    },
  );

  fastify.post(
    '/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a message (open or answered) without further reply',
        security,
        params: OfficeIdParamsSchema,
        body: VersionBodySchema,
        response: { 200: OfficeContactMessageSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      await fastify.db.transaction().execute(async (trx) => {
        const row = await findMessage(trx, request.params.id);
        if (row.version !== request.body.version) throw staleMessage();
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
          { id: staff.staffId, name: staff.name },
          'contact_close',
          { kind: 'contact', ref: row.id },
          { note: request.body.note?.trim() ?? '' },
        );
      });
      return toOfficeContactMessage(await findMessage(fastify.db, request.params.id));
    },
  );
};

export default contactMessages;
