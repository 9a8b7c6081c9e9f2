import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddBasketLineBodySchema,
  ApiErrorSchema,
  AttachBrandLogoBodySchema,
  BasketLineParamsSchema,
  BasketSchema,
  LangQuerySchema,
  QuickOrderBodySchema,
  QuickOrderProductsQuerySchema,
  QuickOrderProductsSchema,
  QuickOrderResultSchema,
  UpdateBasketLineBodySchema,
} from '@shop/contracts';
import {
  addBasketLine,
  attachBrandLogo,
  clearBasket,
  detachBrandLogo,
  editBasketLine,
  loadBasket,
  removeBasketLine,
} from '../../../domain/basket/basket.ts';
import { addQuickOrder, findQuickOrderProducts } from '../../../domain/basket/quick-order.ts';
import { resolveLanguage } from '../../../domain/language.ts';
import { currentBuyer } from '../../../plugins/auth.ts';

const errors = { 401: ApiErrorSchema };
const lineErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The logged-in buyer's basket, kept on the server. Every call answers with the whole basket, so a
 * client replaces its cached copy with the answer. Merge rules: spec §4 (contracts `rules/basket`).
 */
const basket: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireBuyer);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const answer = (
    request: { query: { lang?: 'en' | 'gr' }; headers: { 'accept-language'?: string } },
    buyerId: string,
  ) =>
    loadBasket(fastify.db, buyerId, resolveLanguage(request.query.lang, request.headers['accept-language']));

  fastify.get(
    '/',
    {
      schema: {
        tags: ['basket'],
        summary: "The buyer's basket with localised names, prices in cents and totals",
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        response: { 200: BasketSchema, ...errors },
      },
    },
    async (request) => answer(request, currentBuyer(request).id),
  );

  fastify.post(
    '/lines',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Add to basket: merges into the line of the same product (adds per size, overwrites addYourBrand)',
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        body: AddBasketLineBodySchema,
        response: { 200: BasketSchema, ...lineErrors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await addBasketLine(fastify.db, buyerId, request.body);
      return answer(request, buyerId);
    },
  );

  fastify.patch(
    '/lines/:productId',
    {
      schema: {
        tags: ['basket'],
        summary: "Set a line's sizes (0 removes a size) or its addYourBrand flag (off drops the logo)",
        security: [{ session: [] }],
        params: BasketLineParamsSchema,
        querystring: LangQuerySchema,
        body: UpdateBasketLineBodySchema,
        response: { 200: BasketSchema, ...lineErrors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await editBasketLine(fastify.db, buyerId, request.params.productId, request.body);
      return answer(request, buyerId);
    },
  );

  fastify.delete(
    '/lines/:productId',
    {
      schema: {
        tags: ['basket'],
        summary: 'Remove a line',
        security: [{ session: [] }],
        params: BasketLineParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: BasketSchema, ...lineErrors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await removeBasketLine(fastify.db, buyerId, request.params.productId);
      return answer(request, buyerId);
    },
  );

  fastify.put(
    '/lines/:productId/brand-logo',
    {
      schema: {
        tags: ['basket'],
        summary: "Attach one of the buyer's uploads (POST /api/uploads) as the line's brand logo",
        security: [{ session: [] }],
        params: BasketLineParamsSchema,
        querystring: LangQuerySchema,
        body: AttachBrandLogoBodySchema,
        response: { 200: BasketSchema, ...lineErrors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await attachBrandLogo(fastify.db, buyerId, request.params.productId, request.body.uploadId);
      return answer(request, buyerId);
    },
  );

  fastify.delete(
    '/lines/:productId/brand-logo',
    {
      schema: {
        tags: ['basket'],
        summary: "Detach the line's brand logo",
        security: [{ session: [] }],
        params: BasketLineParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: BasketSchema, ...lineErrors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await detachBrandLogo(fastify.db, buyerId, request.params.productId);
      return answer(request, buyerId);
    },
  );

  fastify.get(
    '/quick-order/products',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Products for the quick order grid: by code start or name words (q), or the codes that exist',
        security: [{ session: [] }],
        querystring: QuickOrderProductsQuerySchema,
        response: { 200: QuickOrderProductsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
      // `codes=WF-1001,WF-1002` is accepted besides repeated parameters.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        const raw = query.codes;
        if (raw === undefined) return;
        const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
        query.codes = parts.map((v) => v.trim()).filter((v) => v !== '');
      },
    },
    async (request) => {
      const { q, codes, lang } = request.query;
      const language = resolveLanguage(lang, request.headers['accept-language']);
      return { items: await findQuickOrderProducts(fastify.db, { q, codes }, language) };
    },
  );

  fastify.post(
    '/quick-order',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Quick order: up to 100 lines of code and pieces per size; all added (merged by the add rules) or none',
        description:
          'Any bad line makes a 400 validation_failed whose fields name each problem (`lines.3.code`: ' +
          '`unknown_code`, `lines.0.quantities.XL`: `size_not_sold`, …) and nothing is added.',
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        body: QuickOrderBodySchema,
        response: {
          200: QuickOrderResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      return addQuickOrder(fastify.db, buyerId, request.body.lines, language);
    },
  );

  fastify.delete(
    '/',
    {
      schema: {
        tags: ['basket'],
        summary: 'Empty the basket',
        security: [{ session: [] }],
        querystring: LangQuerySchema,
        response: { 200: BasketSchema, ...errors },
      },
    },
    async (request) => {
      const buyerId = currentBuyer(request).id;
      await clearBasket(fastify.db, buyerId);
      return answer(request, buyerId);
    },
  );
};

export default basket;
