import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, ContactMessageBodySchema, ContactMessageReceivedSchema } from '@shop/contracts';
import { contactMessageMail } from '../../../domain/commerce/mails.ts';
import { storeContactMessage } from '../../../domain/contact/contact.ts';

/** The contact form: no login needed, rate-limited like the account endpoints. */
const contact: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { rateLimit: fastify.authRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop team',
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageReceivedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await storeContactMessage(fastify.db, request.body, request.buyer?.id ?? null);
      await fastify.mailer
        .send(contactMessageMail(message, fastify.mailer.teamAddress))
        .catch((err: unknown) => request.log.error({ err }, 'contact mail failed'));
      return reply.code(201).send({ id: message.id, receivedAt: message.createdAt });
    },
  );
};

export default contact;
