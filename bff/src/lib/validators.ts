import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

/**
 * Bodies are checked as sent: no type coercion, so `{ "quantity": "5" }` is a wrong type rather
 * than a 5. Query strings, params and headers only carry text, so those are coerced (a single
 * `colours=red` becomes `['red']`).
 */
const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));
const textAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object);
};
