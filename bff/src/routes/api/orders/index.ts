import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  IdempotencyHeadersSchema,
  LangQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  ReorderResultSchema,
  SubmitOrderBodySchema,
  WaitingCountSchema,
} from '@shop/contracts';
import { resolveLanguage } from '../../../domain/language.ts';
import { countWaitingForBuyer, findOrder, listOrders } from '../../../domain/orders/orders.ts';
import { reorderOrderRequest } from '../../../domain/orders/reorder.ts';
import { submitOrderWithMails } from '../../../domain/orders/submit-order.ts';
import { notFound } from '../../../lib/api-error.ts';
import { currentBuyer } from '../../../plugins/auth.ts';
import { quotePdfRoutes } from '../../../route-kits/quote-pdf-routes.ts';
import { buyerRequestLoopRoutes } from '../../../route-kits/request-loop-routes.ts';

/** Order requests: submit the basket (idempotent by Idempotency-Key), My Orders, Order Details. */
const orders: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireBuyer);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  fastify.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Submit the basket as an order request (≥ 5 pieces, delivery address); empties the basket',
        description:
          'Send an `Idempotency-Key` per checkout attempt: a repeat with the same key answers 200 with the order already created instead of creating another.',
        security: [{ session: [] }],
        headers: IdempotencyHeadersSchema,
        querystring: LangQuerySchema,
        body: SubmitOrderBodySchema,
        response: { 201: OrderSchema, 200: OrderSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const buyer = currentBuyer(request);
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const { order, created } = await submitOrderWithMails(
        fastify.db,
        buyer,
        { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
        { language, teamAddress: fastify.mailer.teamAddress },
      );
      if (created) fastify.mailOutbox.nudge();
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: "The buyer's order requests, newest first",
        security: [{ session: [] }],
        response: { 200: OrderListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ orders: await listOrders(fastify.db, currentBuyer(request).id) }),
  );

  fastify.get(
    '/waiting',
    {
      schema: {
        tags: ['orders'],
        summary:
          "How many of the buyer's order and custom-made requests wait for their answer to a quote (status quoted)",
        security: [{ session: [] }],
        response: { 200: WaitingCountSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      return { count: await countWaitingForBuyer(fastify.db, currentBuyer(request).id) };
    },
  );

  fastify.get(
    '/:reference',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the buyer’s order requests, with its lines as submitted and its status history',
        security: [{ session: [] }],
        params: OrderParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: OrderSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const order = await findOrder(fastify.db, currentBuyer(request).id, request.params.reference, language);
      if (!order) throw notFound('No order request with this reference.');
      return order;
    },
  );

  fastify.post(
    '/:reference/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order again: put the lines of one of the buyer’s order requests into the basket (merged)',
        description:
          'Adds by the basket’s rules (quantities add up per size, at most 999) with the order’s brand choice and logo; products or sizes no longer sold are listed in `skipped`, never dropped silently. One transaction.',
        security: [{ session: [] }],
        params: OrderParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ReorderResultSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      return reorderOrderRequest(fastify.db, currentBuyer(request).id, request.params.reference, language);
    },
  );

  await fastify.register(buyerRequestLoopRoutes('order'));
  await fastify.register(quotePdfRoutes('order', 'buyer'));
};

export default orders;
