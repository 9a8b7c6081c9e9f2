import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, CompositionReportBodySchema } from '@shop/contracts';
import { Type } from 'typebox';
import { refusalLine } from '../../../domain/composition/refusal-report.ts';

/**
 * The shell's report of a remote it refused to mount because a name it adds is another area's (decision
 * 0030). No login (visitors meet it too), rate-limited like the account endpoints; logged as a warning.
 */
const compositionReports: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      config: { rateLimit: fastify.authRateLimit },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['composition'],
        summary: 'Report a remote the shell refused to mount (a name collision between areas)',
        body: CompositionReportBodySchema,
        response: { 204: Type.Null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      request.log.warn({ composition: request.body }, refusalLine(request.body));
      return reply.code(204).send(null);
    },
  );
};

export default compositionReports;
