import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  CUSTOM_PRODUCT_TYPES,
  type CustomProductType,
  type CustomRequestInput,
  CustomRequestInputSchema,
  CustomRequestListSchema,
  CustomRequestMultipartBodySchema,
  CustomRequestParamsSchema,
  CustomRequestSchema,
  designFilePart,
  LangQuerySchema,
} from '@shop/contracts';
import {
  checkCustomRequest,
  findCustomRequest,
  listCustomRequests,
  submitCustomRequestWithMails,
} from '../../../domain/custom-requests/custom-requests.ts';
import { resolveLanguage } from '../../../domain/language.ts';
import { invalidFields, notFound } from '../../../lib/api-error.ts';
import { validationFields } from '../../../lib/validation-fields.ts';
import { validatorCompiler } from '../../../lib/validators.ts';
import { currentBuyer } from '../../../plugins/auth.ts';
import { quotePdfRoutes } from '../../../route-kits/quote-pdf-routes.ts';
import { buyerRequestLoopRoutes } from '../../../route-kits/request-loop-routes.ts';

const uploadFields = ['brandLabel', ...CUSTOM_PRODUCT_TYPES.map(designFilePart)];

type Validate = ((data: unknown) => boolean) & {
  errors?: Parameters<typeof validationFields>[0] | null;
};

/** Custom-made quote requests: multipart (JSON `request` part + optional files), list, detail. */
const customRequests: FastifyPluginAsyncTypebox = async (fastify) => {
  // onRequest, not preHandler: a visitor's files must be refused before they are read.
  fastify.addHook('onRequest', fastify.requireBuyer);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const validateInput = validatorCompiler({
    schema: CustomRequestInputSchema,
    method: 'POST',
    url: '/api/custom-requests',
    httpPart: 'body',
  }) as Validate;

  function parseInput(json: string): CustomRequestInput {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      throw invalidFields({ request: 'invalid_format' });
    }
    if (!validateInput(data)) throw invalidFields(validationFields(validateInput.errors ?? [], 'request'));
    return data as CustomRequestInput;
  }

  fastify.post(
    '/',
    {
      config: { uploadFields },
      schema: {
        tags: ['custom-requests'],
        summary: 'Submit a custom-made quote request (multipart: JSON `request` part, optional files)',
        description:
          'The `request` part holds CustomRequestInput as JSON; `brandLabel` and `designFile.<type>` parts are optional PNG, JPEG, WebP or PDF files of at most 10 MB. Only selected lines count towards the minimum of 5 pieces.',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        querystring: LangQuerySchema,
        body: CustomRequestMultipartBodySchema,
        response: {
          201: CustomRequestSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const buyer = currentBuyer(request);
      const input = parseInput(request.body.request);
      const stored = request.storedUploads ?? new Map();
      // Ids only from files stored in this request: a text part cannot name another upload.
      const misplaced = Object.keys(request.body).filter((part) => part !== 'request' && !stored.has(part));
      if (misplaced.length > 0)
        throw invalidFields(Object.fromEntries(misplaced.map((part) => [part, 'invalid_type'])));

      const designFileIds = new Map<CustomProductType, string>();
      for (const type of CUSTOM_PRODUCT_TYPES) {
        const upload = stored.get(designFilePart(type));
        if (upload) designFileIds.set(type, upload.id);
      }
      checkCustomRequest(input, [...designFileIds.keys()]);
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const created = await submitCustomRequestWithMails(
        fastify.db,
        buyer,
        input,
        { brandLabelId: stored.get('brandLabel')?.id ?? null, designFileIds },
        { language, teamAddress: fastify.mailer.teamAddress },
      );
      fastify.mailOutbox.nudge();
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        tags: ['custom-requests'],
        summary: "The buyer's custom-made requests, newest first",
        security: [{ session: [] }],
        response: { 200: CustomRequestListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ requests: await listCustomRequests(fastify.db, currentBuyer(request).id) }),
  );

  fastify.get(
    '/:reference',
    {
      schema: {
        tags: ['custom-requests'],
        summary: "One of the buyer's custom-made requests",
        security: [{ session: [] }],
        params: CustomRequestParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: CustomRequestSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      // Quote lines describe the product type and fabric in the reader's language.
      const language = resolveLanguage(request.query.lang, request.headers['accept-language']);
      const found = await findCustomRequest(
        fastify.db,
        currentBuyer(request).id,
        request.params.reference,
        language,
      );
      if (!found) throw notFound('No custom-made request with this reference.');
      return found;
    },
  );

  await fastify.register(buyerRequestLoopRoutes('custom'));
  await fastify.register(quotePdfRoutes('custom', 'buyer'));
};

export default customRequests;
