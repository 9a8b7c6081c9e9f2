import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CATALOGUE_PAGE_SIZE,
  MAX_RELATED_PRODUCTS,
  ProductAvailabilityResponseSchema,
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsSchema,
  type Sort,
  typedSearch,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  toBuyerProduct,
  toBuyerSummary,
  toVisitorProduct,
  toVisitorSummary,
} from '../../../domain/catalogue.ts';
import { listingPage } from '../../../domain/catalogue-listing.ts';
import { resolveLanguage } from '../../../domain/language.ts';
import { searchSuggestions } from '../../../domain/search-suggestions.ts';
import { productAvailability } from '../../../domain/stock/availability.ts';
import { invalidFields, notFound } from '../../../lib/api-error.ts';
import { seesPrices } from '../../../plugins/auth.ts';
import {
  cachedCatalogueAnswer,
  cachedCatalogueFacets,
  findPublishedProduct,
  type ProductFilter,
  photosOf,
  relatedProducts,
  rememberSentAnswer,
  sentCatalogueAnswer,
} from '../../../repositories/products.ts';

/**
 * The catalogue. Visitors get no price anywhere: the price filter and price sorts are ignored for
 * them, their items are built without the price, and the visitor response schema has no price
 * field for the serialiser to keep.
 *
 * The answers are the same for every visitor, and for every buyer, with the same language and query, and
 * the catalogue changes only when it is seeded: each one is serialised once (by the route's response
 * schema, as before) and kept in memory (`cachedCatalogueAnswer`). The session is still checked on every
 * request (auth plugin); only *whether* there is a buyer is part of the key. "In stock now" (`inStock`, its
 * facet count) follows the stock as the other filters follow the catalogue: exact in the database, kept in
 * memory for up to CATALOGUE_TTL_MS unless a write here calls `forgetCatalogue`.
 */
/**
 * Sends a body this route's response schema already serialised (`reply.serialize`): a string with a JSON
 * content type goes out as it is.
 */
function sendSerialised(reply: FastifyReply, body: ReturnType<FastifyReply['serialize']>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Everything a catalogue answer depends on, as the request spells it (see `sentCatalogueAnswer`). */
const sentKey = (request: FastifyRequest) =>
  `${seesPrices(request) ? 'buyer' : 'visitor'}\n${request.headers['accept-language'] ?? ''}\n${request.url}`;

const products: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  // Same URL, different answer per session and language: never from a shared cache. (Set as the request
  // comes in: compression adds its Accept-Encoding to the Vary on the way out.)
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'Cookie, Accept-Language');
    done();
  });

  // The same request as one already answered (a catalogue page everyone opens) gets the same answer,
  // without its query being parsed and validated again: a profile of the buyer's listing put ≈ 30 % of its
  // time there and in the handler.
  const answerAsBefore = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const body = sentCatalogueAnswer(db, sentKey(request));
    if (body === undefined) done();
    else sendSerialised(reply, body);
  };

  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ready-to-ship products: filters, sort, page of 12, facets (prices for buyers only)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
      onRequest: answerAsBefore,
      // `colours=red,blue` is accepted besides repeated parameters (what URLSearchParams makes of an array).
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        const raw = query.colours;
        if (raw === undefined) return;
        const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
        query.colours = parts.map((v) => v.trim()).filter((v) => v !== '');
      },
    },
    async (request, reply) => {
      const { category, minPrice, maxPrice, page = 1 } = request.query;
      const lang = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const isBuyer = seesPrices(request);
      // Order and repeats of colours do not change the answer: one key (and one query) for all spellings.
      const colours = request.query.colours && [...new Set(request.query.colours)].sort();

      const filter: ProductFilter = { category, colours, inStock: request.query.inStock === true };
      const q = typedSearch(request.query.q ?? '');
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

      const key = JSON.stringify([
        'list',
        isBuyer ? 'buyer' : 'visitor',
        lang,
        category ?? null,
        colours ?? null,
        sort,
        filter.minCents ?? null,
        filter.maxCents ?? null,
        filter.inStock,
        page,
        q,
      ]);
      const body = await cachedCatalogueAnswer(db, key, async () => {
        const { rows, total, served, pageCount } = await listingPage(db, filter, sort, page, q);
        const [facets, photos] = await Promise.all([
          cachedCatalogueFacets(db),
          photosOf(
            db,
            rows.map((r) => r.id),
          ),
        ]);
        const listing = {
          lang,
          total,
          page: served,
          pageCount,
          pageSize: CATALOGUE_PAGE_SIZE as typeof CATALOGUE_PAGE_SIZE,
        };
        const counts = {
          categories: facets.categories,
          colours: facets.colours,
          inStock: facets.inStock,
        };

        if (!isBuyer) {
          return reply.serialize({
            audience: 'visitor' as const,
            ...listing,
            items: rows.map((r) => toVisitorSummary(r, lang, photos.get(r.id))),
            facets: counts,
          });
        }
        return reply.serialize({
          audience: 'buyer' as const,
          ...listing,
          items: rows.map((r) => toBuyerSummary(r, lang, photos.get(r.id))),
          facets: {
            ...counts,
            price: {
              floor: facets.minCents === null ? 0 : Math.floor(facets.minCents / 100),
              ceil: facets.maxCents === null ? 0 : Math.ceil(facets.maxCents / 100),
            },
          },
        });
      });
      if (typeof body === 'string') rememberSentAnswer(db, sentKey(request), body);
      return sendSerialised(reply, body);
    },
  );

  fastify.get(
    '/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'What a search box suggests for the text typed so far: products, categories, the total (no prices)',
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsSchema, 400: ApiErrorSchema },
      },
      onRequest: answerAsBefore,
    },
    async (request, reply) => {
      const lang = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const q = typedSearch(request.query.q);
      // The same for visitors and buyers (nothing priced): one answer per language and text.
      const body = await cachedCatalogueAnswer(db, JSON.stringify(['suggest', lang, q]), async () =>
        reply.serialize(await searchSuggestions(db, q, lang)),
      );
      if (typeof body === 'string') rememberSentAnswer(db, sentKey(request), body);
      return sendSerialised(reply, body);
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
      onRequest: answerAsBefore,
    },
    async (request, reply) => {
      const lang = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const isBuyer = seesPrices(request);
      const { id } = request.params;
      const key = JSON.stringify(['product', isBuyer ? 'buyer' : 'visitor', lang, id]);
      const body = await cachedCatalogueAnswer(db, key, async () => {
        // A draft or hidden product is the team's: buyers and visitors get the same 404 as for none.
        const row = await findPublishedProduct(db, id);
        if (!row) throw notFound("The product you're looking for doesn't exist or has been removed.");
        const related = await relatedProducts(db, row, MAX_RELATED_PRODUCTS);
        const photos = await photosOf(db, [row.id, ...related.map((r) => r.id)]);
        if (!isBuyer) {
          return reply.serialize({
            audience: 'visitor' as const,
            lang,
            product: toVisitorProduct(row, lang, photos.get(row.id)),
            related: related.map((r) => toVisitorSummary(r, lang, photos.get(r.id))),
          });
        }
        return reply.serialize({
          audience: 'buyer' as const,
          lang,
          product: toBuyerProduct(row, lang, photos.get(row.id)),
          related: related.map((r) => toBuyerSummary(r, lang, photos.get(r.id))),
        });
      });
      if (typeof body === 'string') rememberSentAnswer(db, sentKey(request), body);
      return sendSerialised(reply, body);
    },
  );

  fastify.get(
    '/:id/availability',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Each size's stock: free pieces under the threshold, restock dates and back-orders for buyers; in stock or not for visitors",
        params: ProductParamsSchema,
        response: { 200: ProductAvailabilityResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      // Stock moves with every accepted quote: read each time, never kept with the catalogue's answers.
      const answer = await productAvailability(
        db,
        request.params.id,
        seesPrices(request) ? 'buyer' : 'visitor',
      );
      if (!answer) throw notFound("The product you're looking for doesn't exist or has been removed.");
      return answer;
    },
  );
};

export default products;
