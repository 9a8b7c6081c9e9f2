import { ERROR_CODES, type ErrorCode } from '@shop/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';
import { validationFields } from '../lib/validation-fields.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Every failure leaves as `{ error: { code, message, fields? } }` (ApiErrorSchema). Schema
 * violations become 400 `validation_failed` with one code per field; 5xx details stay in the log.
 */
export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler((err: FastifyError | ApiHttpError, request, reply) => {
      if ('validation' in err && err.validation) {
        return reply.code(400).send({
          error: {
            code: 'validation_failed',
            message: 'Some fields are invalid.',
            fields: validationFields(err.validation, err.validationContext),
          },
        });
      }

      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.code(status).send({
          error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
        });
      }

      request.log.info({ err: { message: err.message, code: err.code } }, 'request rejected');
      const code = isErrorCode(err.code) ? err.code : (codeByStatus[status] ?? 'bad_request');
      const fields = err instanceof ApiHttpError ? err.fields : undefined;
      return reply
        .code(status)
        .send({ error: fields ? { code, message: err.message, fields } : { code, message: err.message } });
    });
  },
  { name: 'error-handler' },
);
