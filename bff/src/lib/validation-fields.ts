import { type FieldErrorCode, TEXT_KEYWORD } from '@shop/contracts';
import type { FastifySchemaValidationError } from 'fastify';

/** Dotted field name of an Ajv error: `/businessAddress/postalCode` -> `businessAddress.postalCode`. */
function fieldName(error: FastifySchemaValidationError): string {
  const base = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    base.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    base.push(params.additionalProperty);
  }
  return base.join('.');
}

function fieldCode(error: FastifySchemaValidationError): FieldErrorCode {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
      return 'unknown_field';
    case 'type':
      return 'invalid_type';
    case 'format':
      return params.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'minLength':
      return params.limit === 1 ? 'required' : 'too_short';
    case 'maxLength':
      return 'too_long';
    case TEXT_KEYWORD:
      return params.problem as FieldErrorCode;
    case 'pattern':
      return error.instancePath.endsWith('/postalCode') ? 'invalid_postal_code' : 'invalid_format';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return 'out_of_range';
    default:
      return 'invalid_value';
  }
}

/**
 * One code per field from Ajv's error list. With `allErrors` a union (`Address | null`) reports
 * every branch; the first error of a field wins, and a parent is dropped when a child is named,
 * so `businessAddress.city: required` is kept rather than `businessAddress: invalid_type`.
 */
export function validationFields(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const error of errors) {
    const name = fieldName(error) || context || 'body';
    if (!(name in fields)) fields[name] = fieldCode(error);
  }
  for (const name of Object.keys(fields)) {
    const isParent = Object.keys(fields).some((other) => other.startsWith(`${name}.`));
    if (isParent) delete fields[name];
  }
  return fields;
}
