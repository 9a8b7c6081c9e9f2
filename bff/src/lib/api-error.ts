import type { ErrorCode, FieldErrorCode } from '@shop/contracts';

/**
 * An error the client caused or may see: the error handler turns it into
 * `{ error: { code, message, fields? } }` with this status. Throw it from handlers and services.
 */
export class ApiHttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, FieldErrorCode> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, fields?: Record<string, FieldErrorCode>) {
    super(message);
    this.name = 'ApiHttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export function notFound(message = 'Not found.'): ApiHttpError {
  return new ApiHttpError(404, 'not_found', message);
}

/** A 400 `validation_failed` for rules a JSON schema cannot express (e.g. passwords must match). */
export function invalidFields(fields: Record<string, FieldErrorCode>): ApiHttpError {
  return new ApiHttpError(400, 'validation_failed', 'Some fields are invalid.', fields);
}
