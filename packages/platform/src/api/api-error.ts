import type { ApiError } from '@shop/contracts';

export type ApiErrorBody = ApiError['error'];

/**
 * The BFF's `{ error: { code, message, fields? } }` out of an RTK Query error; a network failure or an
 * unexpected answer becomes `network_error` / `internal_error` so screens always have a code to translate.
 */
export function readApiError(error: unknown): ApiErrorBody {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as { status: unknown; data?: unknown };
    const body = (data as Partial<ApiError> | undefined)?.error;
    if (body && typeof body.code === 'string') return body;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
      return { code: 'network_error', message: 'The shop could not be reached.' };
    }
  }
  return { code: 'internal_error', message: 'Something went wrong.' };
}
