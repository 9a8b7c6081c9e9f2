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
import { closeContactMessage, replyToContactMessage } from '../../../../domain/office/contact-replies.ts';
import { listContactMessages } from '../../../../domain/office/lists.ts';
import { currentStaff } from '../../../../plugins/auth.ts';

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
      const answer = await replyToContactMessage(
        fastify.db,
        fastify.mailer.teamAddress,
        request.params.id,
        { kind: 'staff', id: staff.staffId, name: staff.name },
        request.body,
      );
      fastify.mailOutbox.nudge();
      return answer;
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
      return closeContactMessage(
        fastify.db,
        request.params.id,
        { kind: 'staff', id: staff.staffId, name: staff.name },
        request.body,
      );
    },
  );
};

export default contactMessages;
