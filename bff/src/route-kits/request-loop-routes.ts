import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CustomRequestSchema,
  LangQuerySchema,
  type Language,
  NewMessageBodySchema,
  OfficeReferenceParamsSchema,
  OfficeRequestBuyerSchema,
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
import { Type } from 'typebox';
import { findCustomRequest } from '../domain/custom-requests/custom-requests.ts';
import { resolveLanguage } from '../domain/language.ts';
import { listRequests } from '../domain/office/lists.ts';
import { newMessageMail } from '../domain/office/mails.ts';
import { findOrder } from '../domain/orders/orders.ts';
import type { Actor } from '../domain/requests/loop-rows.ts';
import { postMessage, readThread } from '../domain/requests/messages.ts';
import { previewQuoteMail } from '../domain/requests/quote-preview.ts';
import { applyRequestAction, StaleRequestError, sendQuote } from '../domain/requests/transitions.ts';
import { toUpload } from '../domain/uploads/repository.ts';
import { invalidFields, notFound } from '../lib/api-error.ts';
import { currentBuyer, currentStaff } from '../plugins/auth.ts';
import { buyerRecipient, queueLoopMail, requestLinks } from './request-loop-mails.ts';

/** The request as the office shows it: the buyer's view, plus who the buyer is. */
export const OfficeOrderSchema = Type.Object({ ...OrderSchema.properties, buyer: OfficeRequestBuyerSchema });
export const OfficeCustomRequestSchema = Type.Object({
  ...CustomRequestSchema.properties,
  buyer: OfficeRequestBuyerSchema,
});

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

/** A request as `reader` sees it; staff get the buyer too. */
async function readRequest(
  fastify: FastifyInstance,
  kind: RequestKind,
  reference: string,
  language: Language,
  reader: { kind: 'buyer'; buyerId: string } | { kind: 'staff' },
) {
  const buyerId = reader.kind === 'buyer' ? reader.buyerId : undefined;
  const found =
    kind === 'order'
      ? await findOrder(fastify.db, buyerId, reference, language, reader.kind)
      : await findCustomRequest(fastify.db, buyerId, reference, language, reader.kind);
  if (!found) throw notFound(`No ${NAMES[kind].what} with this reference.`);
  if (reader.kind === 'buyer') return found;
  const buyer = await fastify.db
    .selectFrom('buyers')
    .select(['id', 'business_name', 'email', 'vat_number'])
    .where('id', '=', found.buyerId)
    .executeTakeFirstOrThrow();
  return {
    ...found,
    buyer: {
      id: buyer.id,
      businessName: buyer.business_name,
      email: buyer.email,
      vatNumber: buyer.vat_number,
    },
  };
}

/**
 * A request by its reference, as a reader may reach it: a buyer only their own (`ownerId`), staff any; 404
 * otherwise. A reference is letters, digits and hyphens: anything else (a NUL, which PostgreSQL refuses to
 * compare) is a 404 before any query, so this is safe before the params are validated.
 */
async function requestByReference(
  db: FastifyInstance['db'],
  kind: RequestKind,
  reference: string,
  ownerId?: string,
): Promise<{ id: string; buyer_id: string; reference: string }> {
  const row = /^[A-Za-z0-9-]{1,40}$/.test(reference)
    ? await db
        .selectFrom(kind === 'order' ? 'order_requests' : 'custom_requests')
        .select(['id', 'buyer_id', 'reference'])
        .where('reference', '=', reference)
        .executeTakeFirst()
    : undefined;
  if (!row || (ownerId !== undefined && row.buyer_id !== ownerId)) {
    throw notFound(`No ${NAMES[kind].what} with this reference.`);
  }
  return row;
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
      async (request) => {
        const owner = side === 'buyer' ? currentBuyer(request).id : undefined;
        const row = await requestByReference(fastify.db, kind, request.params.reference, owner);
        return { messages: await readThread(fastify.db, row.id) };
      },
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
        const buyerSession = side === 'buyer' ? currentBuyer(request) : null;
        const row = await requestByReference(fastify.db, kind, request.params.reference, buyerSession?.id);
        const author: Actor = buyerSession
          ? { kind: 'buyer', id: buyerSession.id, name: buyerSession.businessName }
          : { kind: 'staff', id: currentStaff(request).staffId, name: currentStaff(request).name };
        const origin = fastify.config.linkOrigin;
        const links = requestLinks(origin, kind, row.reference);
        const message = await fastify.db.transaction().execute(async (trx) => {
          const made = await postMessage(
            trx,
            { id: row.id, kind, buyerId: row.buyer_id },
            author,
            request.body.body,
            request.body.attachmentIds ?? [],
          );
          const buyer = await buyerRecipient(trx, row.buyer_id);
          const mail =
            side === 'buyer'
              ? newMessageMail(
                  { email: fastify.mailer.teamAddress, language: 'en', name: 'Team' },
                  { kind, reference: row.reference },
                  {
                    authorName: author.name,
                    body: made.body,
                    attachmentNames: made.attachments.map((a) => a.name),
                  },
                  links.office,
                  'team',
                )
              : newMessageMail(
                  { email: buyer.email, language: buyer.language, name: buyer.businessName },
                  { kind, reference: row.reference },
                  {
                    authorName: author.name,
                    body: made.body,
                    attachmentNames: made.attachments.map((a) => a.name),
                  },
                  links.shop,
                  'buyer',
                );
          await fastify.mailOutbox.enqueue(trx, 'message', [
            side === 'buyer' ? { ...mail, replyTo: buyer.email } : mail,
          ]);
          return made;
        });
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
        readRequest(fastify, kind, request.params.reference, languageOf(request), { kind: 'staff' }),
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
        const staff = currentStaff(request);
        const origin = fastify.config.linkOrigin;
        try {
          await sendQuote(
            fastify.db,
            kind,
            request.params.reference,
            { kind: 'staff', id: staff.staffId, name: staff.name },
            request.body,
            { vatRateBasisPoints: fastify.config.vatRateBasisPoints },
            (trx, applied) => queueLoopMail(fastify, trx, kind, applied, origin),
          );
        } catch (err) {
          return sendStale(reply, err);
        }
        fastify.mailOutbox.nudge();
        const body = await readRequest(fastify, kind, request.params.reference, languageOf(request), {
          kind: 'staff',
        });
        return reply.code(201).send(body);
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
      async (request) => {
        const staff = currentStaff(request);
        const origin = fastify.config.linkOrigin;
        return previewQuoteMail(fastify.db, kind, request.params.reference, request.body, {
          staffName: staff.name,
          vatRateBasisPoints: fastify.config.vatRateBasisPoints,
          buyer: (buyerId) => buyerRecipient(fastify.db, buyerId),
          shopLink: requestLinks(origin, kind, request.params.reference).shop,
        });
      },
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
      async (request, reply) => {
        const staff = currentStaff(request);
        const origin = fastify.config.linkOrigin;
        try {
          await applyRequestAction(
            fastify.db,
            kind,
            request.params.reference,
            { kind: 'staff', id: staff.staffId, name: staff.name },
            request.body,
            { onApplied: (trx, applied) => queueLoopMail(fastify, trx, kind, applied, origin) },
          );
        } catch (err) {
          return sendStale(reply, err);
        }
        fastify.mailOutbox.nudge();
        return readRequest(fastify, kind, request.params.reference, languageOf(request), { kind: 'staff' });
      },
    );

    fastify.post(
      '/:reference/attachments',
      {
        config: { uploadFields: ['file'] },
        // Whose file it becomes is known before the body is read: the request's buyer, who may then read it.
        onRequest: async (request) => {
          const { reference } = request.params as { reference: string };
          request.uploadOwnerId = (await requestByReference(fastify.db, kind, reference)).buyer_id;
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
      async (request, reply) => {
        const buyer = currentBuyer(request);
        const origin = fastify.config.linkOrigin;
        try {
          await applyRequestAction(
            fastify.db,
            kind,
            request.params.reference,
            { kind: 'buyer', id: buyer.id, name: buyer.businessName },
            request.body,
            {
              buyerId: buyer.id,
              onApplied: (trx, applied) => queueLoopMail(fastify, trx, kind, applied, origin),
            },
          );
        } catch (err) {
          return sendStale(reply, err);
        }
        fastify.mailOutbox.nudge();
        return readRequest(fastify, kind, request.params.reference, languageOf(request), {
          kind: 'buyer',
          buyerId: buyer.id,
        });
      },
    );

    await fastify.register(threadRoutes(kind, 'buyer'));
  };
}
