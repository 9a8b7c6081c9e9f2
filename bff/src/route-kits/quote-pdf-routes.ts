import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LANGUAGES,
  type Language,
  OfficeReferenceParamsSchema,
  type RequestKind,
  SHOP,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { resolveLanguage } from '../domain/language.ts';
import {
  quotePdfData,
  quotePdfFilename,
  renderQuotePdf,
  type ShopIdentity,
} from '../domain/requests/quote-pdf.ts';
import { currentBuyer } from '../plugins/auth.ts';

/** The OpenAPI tags of the routes beside these (the buyer's index files, the office's request kit). */
const WHAT: Record<RequestKind, { tag: string; officeTag: string; what: string }> = {
  order: { tag: 'orders', officeTag: 'office: orders', what: 'order request' },
  custom: { tag: 'custom-requests', officeTag: 'office: custom requests', what: 'custom-made request' },
};

const QuotePdfQuerySchema = Type.Object({
  lang: Type.Optional(Type.Enum(LANGUAGES)),
  /** A quote version of the request; the newest when absent. */
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

/** The shop as the storefront names it (contracts `SHOP`), at its configured address (PUBLIC_URL). */
function shopIdentity(fastify: FastifyInstance, language: Language): ShopIdentity {
  return {
    name: SHOP.name,
    email: SHOP.email,
    phone: SHOP.phone,
    place: SHOP.place[language],
    website: fastify.config.linkOrigin,
  };
}

/**
 * `GET …/:reference/quote.pdf`: a quote version of a request as an A4 PDF in `?lang=` (else the
 * browser's language). `buyer`: only the buyer's own requests (another's is a 404 like an unknown one);
 * `staff`: any (the office autohook guards the prefix).
 */
export function quotePdfRoutes(kind: RequestKind, side: 'buyer' | 'staff'): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    fastify.get(
      '/:reference/quote.pdf',
      {
        schema: {
          tags: [side === 'staff' ? WHAT[kind].officeTag : WHAT[kind].tag],
          summary: `Download a quote of ${side === 'staff' ? 'any buyer’s' : 'your'} ${WHAT[kind].what} as a PDF (A4)`,
          description:
            'The newest quote version, or `version`; in `lang` (else Accept-Language). 404 `not_found` when the request has no quote (or no such version) yet.',
          security: [{ session: [] }],
          params: OfficeReferenceParamsSchema,
          querystring: QuotePdfQuerySchema,
          response: {
            // The document is PDF; the errors stay JSON.
            200: {
              description: 'The quote as an A4 PDF (attachment).',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
        const data = await quotePdfData(fastify.db, kind, request.params.reference, language, {
          ...(side === 'buyer' ? { buyerId: currentBuyer(request).id } : {}),
          ...(request.query.version === undefined ? {} : { version: request.query.version }),
        });
        const pdf = await renderQuotePdf(data, shopIdentity(fastify, language), language);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${quotePdfFilename(data.reference, data.quote.version)}"`,
          )
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );
  };
}

/** An office request kit with the staff's quote PDF route beside it (what the office index files export). */
export function withOfficeQuotePdf(
  kind: RequestKind,
  routes: FastifyPluginAsyncTypebox,
): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    await fastify.register(routes);
    await fastify.register(quotePdfRoutes(kind, 'staff'));
  };
}
