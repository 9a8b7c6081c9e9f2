import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LangQuerySchema,
  SampleListSchema,
  SampleRequestBodySchema,
  SampleRequestCreatedSchema,
} from '@shop/contracts';
import { resolveLanguage } from '../../../domain/language.ts';
import { listSamples, requestSampleWithMails } from '../../../domain/samples/samples.ts';
import { currentBuyer } from '../../../plugins/auth.ts';

/** Sample requests: at most 3 per account, one per product. */
const samples: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireBuyer);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  fastify.get(
    '/',
    {
      schema: {
        tags: ['samples'],
        summary: "The buyer's sample requests and how many remain",
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        response: { 200: SampleListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) =>
      listSamples(
        fastify.db,
        currentBuyer(request).id,
        resolveLanguage(request.query.lang, request.headers['accept-language']),
      ),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['samples'],
        summary: 'Request a sample (409 sample_limit_reached / sample_already_requested)',
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        body: SampleRequestBodySchema,
        response: {
          201: SampleRequestCreatedSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const buyer = currentBuyer(request);
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const created = await requestSampleWithMails(fastify.db, buyer, request.body, {
        language,
        teamAddress: fastify.mailer.teamAddress,
      });
      fastify.mailOutbox.nudge();
      return reply.code(201).send(created);
    },
  );
};

export default samples;
