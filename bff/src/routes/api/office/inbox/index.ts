import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, OfficeInboxSchema } from '@shop/contracts';
import { inboxCounts } from '../../../../domain/office/lists.ts';

/** `/api/office/inbox`: how many requests, samples, messages and buyers are in each status; how many products run low. */
const inbox: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['office'],
        summary:
          'How many items wait in each open status of every office list (finished ones are not counted), and how many products run low',
        security: [{ session: [] }],
        response: { 200: OfficeInboxSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => inboxCounts(fastify.db),
  );
};

export default inbox;
