import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CustomRequestSchema,
  LangQuerySchema,
  type Language,
  NewMessageBodySchema,
  OfficeCustomRequestSchema,
  OfficeOrderSchema,
  OfficeReferenceParamsSchema,
  OfficeRequestListQuerySchema,
  OfficeRequestListSchema,
  OrderSchema,
  QuoteDraftSchema,
  QuoteMailPreviewSchema,
  RequestActionBodySchema,
  type RequestKind,
  StaleRequestErrorSchema,
  ThreadMessageSchema,
  ThreadSchema,
  UploadBodySchema,
  UploadSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { resolveLanguage } from '../domain/language.ts';
import { listRequests } from '../domain/office/lists.ts';
import {
  previewQuote,
  quoteRequest,
  reachRequest,
  readRequest,
  readRequestThread,
  takeStep,
  writeToThread,
} from '../domain/requests/loop.ts';
import type { LoopSettings } from '../domain/requests/loop-settings.ts';
import { StaleRequestError } from '../domain/requests/transitions.ts';
import { invalidFields } from '../lib/api-error.ts';
import { currentBuyer, currentStaff } from '../plugins/auth.ts';
import type { Actor } from '../repositories/request-rows.ts';
import { toUpload } from '../repositories/uploads.ts';

const NAMES: Record<RequestKind, { tag: string; what: string }> = {
  order: { tag: 'orders', what: 'order request' },
  custom: { tag: 'custom requests', what: 'custom-made request' },
};

/** What a step of the loop may answer besides its request: bad input, no session, not yours, stale. */
const stepErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: Type.Union([StaleRequestErrorSchema, ApiErrorSchema]),
};

function detailSchema(kind: RequestKind, office: boolean) {
  if (office) return kind === 'order' ? OfficeOrderSchema : OfficeCustomRequestSchema;
  return kind === 'order' ? OrderSchema : CustomRequestSchema;
}

/** The shop's configuration the loop needs (links in mails come from it, never from a request). */
function loopSettings(fastify: FastifyInstance): LoopSettings {
  return {
    linkOrigin: fastify.config.linkOrigin,
    teamAddress: fastify.mailer.teamAddress,
    vatRateBasisPoints: fastify.config.vatRateBasisPoints,
  };
}

function actorOf(request: FastifyRequest, side: 'buyer' | 'staff'): Actor {
  if (side === 'buyer') {
    const buyer = currentBuyer(request);
    return { kind: 'buyer', id: buyer.id, name: buyer.businessName };
  }
  const staff = currentStaff(request);
  return { kind: 'staff', id: staff.staffId, name: staff.name };
}

/** 409 stale_order answers carry how the request is now. */
function sendStale(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof StaleRequestError) {
    return reply
      .code(409)
      .send({ error: { code: 'stale_order', message: err.message }, current: err.current });
  }
  throw err;
}

/** A step of the loop by one side, answered with the request as that side now sees it (409 with how it is). */
async function stepAs(
  fastify: FastifyInstance,
  request: FastifyRequest<{
    Params: { reference: string };
    Querystring: { lang?: Language };
    Body: Static<typeof RequestActionBodySchema>;
  }>,
  reply: FastifyReply,
  kind: RequestKind,
  side: 'buyer' | 'staff',
) {
  try {
    const body = await takeStep(
      fastify.db,
      loopSettings(fastify),
      kind,
      request.params.reference,
      actorOf(request, side),
      request.body,
      languageOf(request),
    );
    fastify.mailOutbox.nudge();
    return reply.send(body);
  } catch (err) {
    return sendStale(reply, err);
  }
}

function languageOf(request: FastifyRequest<{ Querystring: { lang?: Language } }>): Language {
  return resolveLanguage(request.query.lang, request.headers['accept-language']);
}

/**
 * The thread of a request, for either side: read it, or add a message (mailed to the other side).
 */
function threadRoutes(kind: RequestKind, side: 'buyer' | 'staff'): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    const security = [{ session: [] }];
    fastify.get(
      '/:reference/messages',
      {
        schema: {
          tags: [NAMES[kind].tag],
          summary: `The messages about one ${NAMES[kind].what}, oldest first`,
          security,
          params: OfficeReferenceParamsSchema,
          response: { 200: ThreadSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => ({
        messages: await readRequestThread(
          fastify.db,
          kind,
          request.params.reference,
          side === 'buyer' ? { kind: 'buyer', buyerId: currentBuyer(request).id } : { kind: 'staff' },
        ),
      }),
    );

    fastify.post(
      '/:reference/messages',
      {
        schema: {
          tags: [NAMES[kind].tag],
          summary: `Write about one ${NAMES[kind].what}; the other side gets it by mail`,
          description:
            'Attachments are files the request’s buyer uploaded before through `POST /api/uploads` (checked by content).',
          security,
          params: OfficeReferenceParamsSchema,
          body: NewMessageBodySchema,
          response: {
            201: ThreadMessageSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const message = await writeToThread(
          fastify.db,
          loopSettings(fastify),
          kind,
          request.params.reference,
          actorOf(request, side),
          { body: request.body.body, attachmentIds: request.body.attachmentIds ?? [] },
        );
        fastify.mailOutbox.nudge();
        return reply.code(201).send(message);
      },
    );
  };
}

/** `/api/office/orders`, `/api/office/custom-requests`: the team's list, a request, its quotes, its steps, its thread. */
export function officeRequestRoutes(kind: RequestKind): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    const security = [{ session: [] }];
    const tags = [`office: ${NAMES[kind].tag}`];
    const detail = detailSchema(kind, true);

    fastify.get(
      '/',
      {
        schema: {
          tags,
          summary: `${NAMES[kind].what}s, newest first: filter by status, buyer, dates; search by reference or business name`,
          security,
          querystring: OfficeRequestListQuerySchema,
          response: {
            200: OfficeRequestListSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
          },
        },
      },
      async (request) => listRequests(fastify.db, kind, request.query),
    );

    fastify.get(
      '/:reference',
      {
        schema: {
          tags,
          summary: `One ${NAMES[kind].what}: lines, buyer, history, quotes and the steps staff may take`,
          security,
          params: OfficeReferenceParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: detail, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) =>
        readRequest(fastify.db, kind, request.params.reference, languageOf(request), { kind: 'staff' }),
    );

    fastify.post(
      '/:reference/quotes',
      {
        schema: {
          tags,
          summary:
            'Send a new quote version (moves the request to quoted; mailed to the buyer in their language)',
          description:
            'Every line of the request is priced once. Totals are computed by `quoteTotals` (contracts): VAT on each delivery option’s net total, halves up. 409 `stale_order` when `version` is not the request’s; 409 `transition_not_allowed` once confirmed or cancelled.',
          security,
          params: OfficeReferenceParamsSchema,
          querystring: LangQuerySchema,
          body: QuoteDraftSchema,
          response: {
            201: detail,
            ...stepErrors,
          },
        },
      },
      async (request, reply) => {
        try {
          const body = await quoteRequest(
            fastify.db,
            loopSettings(fastify),
            kind,
            request.params.reference,
            actorOf(request, 'staff'),
            request.body,
            languageOf(request),
          );
          fastify.mailOutbox.nudge();
          return reply.code(201).send(body);
        } catch (err) {
          return sendStale(reply, err);
        }
      },
    );

    fastify.post(
      '/:reference/quote-preview',
      {
        schema: {
          tags,
          summary:
            'The mail a quote draft would send the buyer, in their language (nothing is sent or stored)',
          description:
            'The same checks, totals and text as sending the quote, as its next version: 400 with the offending fields where sending would refuse the draft.',
          security,
          params: OfficeReferenceParamsSchema,
          body: QuoteDraftSchema,
          response: {
            200: QuoteMailPreviewSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request) =>
        previewQuote(
          fastify.db,
          loopSettings(fastify),
          kind,
          request.params.reference,
          request.body,
          currentStaff(request).name,
        ),
    );

    fastify.post(
      '/:reference/actions',
      {
        schema: {
          tags,
          summary:
            'A step of the order loop by staff: cancel (with a reason), start processing, shipped, delivered',
          description:
            '`mark_shipped` needs `carrier` and `trackingNumber` (mailed to the buyer). 409 `stale_order` with the current state when `version` is old; 409 `transition_not_allowed` when the table does not allow the step.',
          security,
          params: OfficeReferenceParamsSchema,
          querystring: LangQuerySchema,
          body: RequestActionBodySchema,
          response: {
            200: detail,
            ...stepErrors,
          },
        },
      },
      async (request, reply) => stepAs(fastify, request, reply, kind, 'staff'),
    );

    fastify.post(
      '/:reference/attachments',
      {
        config: { uploadFields: ['file'] },
        // Whose file it becomes is known before the body is read: the request's buyer, who may then read it.
        onRequest: async (request) => {
          const { reference } = request.params as { reference: string };
          request.uploadOwnerId = (
            await reachRequest(fastify.db, kind, reference, { kind: 'staff' })
          ).buyer_id;
        },
        schema: {
          tags,
          summary: 'Upload a file (PNG, JPEG, WebP or PDF, ≤ 10 MB) to attach to a message to the buyer',
          description:
            'The file is checked by content and belongs to the request’s buyer, who can download it once a message names it (`attachmentIds`).',
          security,
          consumes: ['multipart/form-data'],
          params: OfficeReferenceParamsSchema,
          body: UploadBodySchema,
          response: {
            201: UploadSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const stored = request.storedUploads?.get('file');
        if (!stored) throw invalidFields({ file: 'required' });
        return reply.code(201).send(toUpload(stored));
      },
    );

    await fastify.register(threadRoutes(kind, 'staff'));
  };
}

/** The buyer's answers on their own request (API): accept, ask for changes, decline, cancel; and the thread. */
export function buyerRequestLoopRoutes(kind: RequestKind): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    fastify.post(
      '/:reference/actions',
      {
        schema: {
          tags: [NAMES[kind].tag],
          summary:
            'Answer the quote (accept with a delivery option, request changes, decline) or cancel before confirming',
          description:
            'Send the `version` of the request you saw. Accepting names `quoteVersion` (the current quote) and `deliveryOption` (its index); a quote past its validity date answers 409 `quote_expired`.',
          security: [{ session: [] }],
          params: OfficeReferenceParamsSchema,
          querystring: LangQuerySchema,
          body: RequestActionBodySchema,
          response: {
            200: detailSchema(kind, false),
            ...stepErrors,
          },
        },
      },
      async (request, reply) => stepAs(fastify, request, reply, kind, 'buyer'),
    );

    await fastify.register(threadRoutes(kind, 'buyer'));
  };
}
