import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  type BuyerApproval,
  OfficeBuyerListQuerySchema,
  OfficeBuyerListSchema,
  OfficeBuyerSchema,
  OfficeIdParamsSchema,
} from '@shop/contracts';
import { Type } from 'typebox';
import { decideBuyer } from '../../../../domain/office/buyer-approval.ts';
import { listBuyers } from '../../../../domain/office/lists.ts';
import { currentStaff } from '../../../../plugins/auth.ts';

const DecisionBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

/** `/api/office/buyers`: buyer accounts; with BUYER_APPROVAL=manual, staff approve or reject new ones. */
const buyers: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: buyers'];

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Buyer accounts, newest first: filter by approval (pending, approved, rejected); search by name or e-mail',
        security,
        querystring: OfficeBuyerListQuerySchema,
        response: {
          200: OfficeBuyerListSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => listBuyers(fastify.db, request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    const approval: BuyerApproval = decision === 'approve' ? 'approved' : 'rejected';
    fastify.post(
      `/:id/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a pending buyer: prices and ordering open; mailed in their language'
              : 'Reject a pending buyer (optional reason, mailed in their language); their sessions end',
          security,
          params: OfficeIdParamsSchema,
          body: DecisionBodySchema,
          response: {
            200: OfficeBuyerSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const staff = currentStaff(request);
        const decided = await decideBuyer(
          fastify.db,
          fastify.config.linkOrigin,
          request.params.id,
          approval,
          { kind: 'staff', id: staff.staffId, name: staff.name },
          request.body.reason?.trim() ?? '',
        );
        fastify.mailOutbox.nudge();
        return decided;
      },
    );
  }
};

export default buyers;
