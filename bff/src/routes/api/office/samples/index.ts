import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LangQuerySchema,
  OfficeIdParamsSchema,
  OfficeSampleListQuerySchema,
  OfficeSampleListSchema,
  OfficeSampleSchema,
  SampleActionBodySchema,
} from '@shop/contracts';
import { Type } from 'typebox';
import { resolveLanguage } from '../../../../domain/language.ts';
import { findOfficeSample, listSampleRequests } from '../../../../domain/office/lists.ts';
import { applySampleAction } from '../../../../domain/office/sample-actions.ts';
import { notFound } from '../../../../lib/api-error.ts';
import { currentStaff } from '../../../../plugins/auth.ts';

/** `/api/office/samples`: sample requests; staff approve, decline (with a reason) and ship them. */
const samples: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: samples'];

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Sample requests, newest first: filter by status, buyer, dates; search by business name',
        security,
        querystring: Type.Object(
          { ...OfficeSampleListQuerySchema.properties, ...LangQuerySchema.properties },
          { additionalProperties: false },
        ),
        response: {
          200: OfficeSampleListSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { lang, ...filters } = request.query;
      return listSampleRequests(
        fastify.db,
        filters,
        resolveLanguage(lang, request.headers['accept-language']),
      );
    },
  );

  fastify.post(
    '/:id/actions',
    {
      schema: {
        tags,
        summary:
          'Approve, decline (with a reason) or mark shipped (carrier and tracking number); mailed to the buyer',
        security,
        params: OfficeIdParamsSchema,
        body: SampleActionBodySchema,
        response: {
          200: OfficeSampleSchema,
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
      const applied = await applySampleAction(
        fastify.db,
        { linkOrigin: fastify.config.linkOrigin },
        request.params.id,
        { kind: 'staff', id: staff.staffId, name: staff.name },
        request.body,
      );
      fastify.mailOutbox.nudge();
      const found = await findOfficeSample(
        fastify.db,
        applied.id,
        resolveLanguage(undefined, request.headers['accept-language']),
      );
      if (!found) throw notFound('No sample request with this id.');
      return found;
    },
  );
};

export default samples;
