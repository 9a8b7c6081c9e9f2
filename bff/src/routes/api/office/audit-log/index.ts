import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, AuditListQuerySchema, AuditListSchema } from '@shop/contracts';
import { listAudit } from '../../../../domain/office/audit.ts';

/** `/api/office/audit-log`: what each staff member did, newest first (append-only). */
const auditLog: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['office'],
        summary: 'The staff audit log, newest first',
        security: [{ session: [] }],
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => listAudit(fastify.db, request.query),
  );
};

export default auditLog;
