import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CATALOGUE_PAGE_SIZE,
  MAX_RELATED_PRODUCTS,
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  type Sort,
} from '@shop/contracts';
import {
  toBuyerProduct,
  toBuyerSummary,
  toVisitorProduct,
  toVisitorSummary,
} from '../../../domain/catalogue.ts';
import { resolveLanguage } from '../../../domain/language.ts';
import { invalidFields, notFound } from '../../../lib/api-error.ts';
import {
  cachedCatalogueFacets,
  findProduct,
  listProducts,
  type ProductFilter,
  relatedProducts,
} from '../../../repositories/products.ts';

/**
 * The catalogue. Visitors get no price anywhere: the price filter and price sorts are ignored for
 * them, their items are built without the price, and the visitor response schema has no price
 * field for the serialiser to keep.
 */
const products: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  // Same URL, different answer per session and language: never from a shared cache.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    const vary = reply.getHeader('vary'); // keep compression's Accept-Encoding
    reply.header('vary', vary ? `${String(vary)}, Cookie, Accept-Language` : 'Cookie, Accept-Language');
  });

  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ready-to-ship products: filters, sort, page of 12, facets (prices for buyers only)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
      // `colours=red,blue` is accepted besides repeated parameters (what URLSearchParams makes of an array).
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        const raw = query.colours;
        if (raw === undefined) return;
        const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
        query.colours = parts.map((v) => v.trim()).filter((v) => v !== '');
      },
    },
    async (request) => {
      const { category, colours, minPrice, maxPrice, page = 1 } = request.query;
      const lang = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const isBuyer = request.buyer !== null;

      const filter: ProductFilter = { category, colours };
      let sort: Sort = request.query.sort ?? 'newest';
      if (isBuyer) {
        if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
          throw invalidFields({ minPrice: 'out_of_range', maxPrice: 'out_of_range' });
        }
        if (minPrice !== undefined) filter.minCents = Math.round(minPrice * 100);
        if (maxPrice !== undefined) filter.maxCents = Math.round(maxPrice * 100);
      } else {
        sort = 'newest'; // ordering by price would tell a visitor how prices compare
      }

      const first = await listProducts(db, filter, sort, { limit: CATALOGUE_PAGE_SIZE, offset: 0 });
      const pageCount = Math.max(1, Math.ceil(first.total / CATALOGUE_PAGE_SIZE));
      const served = Math.min(page, pageCount);
      const { rows, total } =
        served === 1
          ? first
          : await listProducts(db, filter, sort, {
              limit: CATALOGUE_PAGE_SIZE,
              offset: (served - 1) * CATALOGUE_PAGE_SIZE,
            });
      const facets = await cachedCatalogueFacets(db);
      const listing = {
        lang,
        total,
        page: served,
        pageCount,
        pageSize: CATALOGUE_PAGE_SIZE as typeof CATALOGUE_PAGE_SIZE,
      };
      const counts = { categories: facets.categories, colours: facets.colours };

      if (!isBuyer) {
        return {
          audience: 'visitor' as const,
          ...listing,
          items: rows.map((r) => toVisitorSummary(r, lang)),
          facets: counts,
        };
      }
      return {
        audience: 'buyer' as const,
        ...listing,
        items: rows.map((r) => toBuyerSummary(r, lang)),
        facets: {
          ...counts,
          price: {
            floor: facets.minCents === null ? 0 : Math.floor(facets.minCents / 100),
            ceil: facets.maxCents === null ? 0 : Math.ceil(facets.maxCents / 100),
          },
        },
      };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: `One product with up to ${MAX_RELATED_PRODUCTS} related products (price for buyers only)`,
        params: ProductParamsSchema,
        querystring: ProductDetailQuerySchema,
        response: { 200: ProductDetailResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const lang = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const row = await findProduct(db, request.params.id);
      if (!row) throw notFound("The product you're looking for doesn't exist or has been removed.");
      const related = await relatedProducts(db, row, MAX_RELATED_PRODUCTS);
      if (request.buyer === null) {
        return {
          audience: 'visitor' as const,
          lang,
          product: toVisitorProduct(row, lang),
          related: related.map((r) => toVisitorSummary(r, lang)),
        };
      }
      return {
        audience: 'buyer' as const,
        lang,
        product: toBuyerProduct(row, lang),
        related: related.map((r) => toBuyerSummary(r, lang)),
      };
    },
  );
};

export default products;
