import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  type BuyerApproval,
  type Language,
  OfficeBuyerListQuerySchema,
  OfficeBuyerListSchema,
  OfficeBuyerSchema,
  OfficeIdParamsSchema,
} from '@shop/contracts';
import { Type } from 'typebox';
import { appendAudit } from '../../../../domain/office/audit.ts';
import { listBuyers } from '../../../../domain/office/lists.ts';
import { buyerApprovalMail } from '../../../../domain/office/mails.ts';
import { ApiHttpError, notFound } from '../../../../lib/api-error.ts';
import { nowIso } from '../../../../lib/time.ts';
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
        const origin = fastify.config.linkOrigin;
        const reason = request.body.reason?.trim() ?? '';
        const row = await fastify.db.transaction().execute(async (trx) => {
          const buyer = await trx
            .selectFrom('buyers')
            .selectAll()
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (!buyer) throw notFound('No buyer with this id.');
          if (buyer.approval !== 'pending') {
            throw new ApiHttpError(
              409,
              'transition_not_allowed',
              `This account is already ${buyer.approval}.`,
            );
          }
          const updated = await trx
            .updateTable('buyers')
            .set({ approval, updated_at: nowIso() })
            .where('id', '=', buyer.id)
            .where('approval', '=', 'pending')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) {
            throw new ApiHttpError(409, 'stale_order', 'Someone decided on this account at the same time.');
          }
          if (approval === 'rejected') {
            await trx
              .updateTable('sessions')
              .set({ revoked_at: nowIso() })
              .where('buyer_id', '=', buyer.id)
              .where('revoked_at', 'is', null)
              .execute();
          }
          const mail = buyerApprovalMail(
            { email: buyer.email, businessName: buyer.business_name, language: buyer.language as Language },
            approval === 'approved',
            approval === 'approved' ? `${origin}/ready-to-ship` : `${origin}/contact`,
            reason || undefined,
          );
          await fastify.mailOutbox.enqueue(trx, 'buyer approval', [mail]);
          await appendAudit(
            trx,
            { id: staff.staffId, name: staff.name },
            `buyer_${decision}`,
            {
              kind: 'buyer',
              ref: buyer.id,
            },
            { reason },
          );
          return { ...buyer, approval };
        });
        fastify.mailOutbox.nudge();
        return {
          id: row.id,
          email: row.email,
          businessName: row.business_name,
          approval,
          language: row.language,
          vatNumber: row.vat_number,
          createdAt: row.created_at,
        };
      },
    );
  }
};

export default buyers;
