import {
  type ApiError,
  type Language,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
} from '@shop/contracts';
import type { ApiErrorBody } from './api-error.ts';

/** A refused or failed upload, with the BFF's error (or `network_error`, `aborted`) to translate. */
export class UploadError extends Error {
  readonly error: ApiErrorBody;
  /** The answer's HTTP status; 0 when there was no answer (network error, timeout, cancelled). */
  readonly status: number;

  constructor(error: ApiErrorBody, status: number) {
    super(error.message);
    this.name = 'UploadError';
    this.error = error;
    this.status = status;
  }
}

/** What a screen gives an upload: its language and where to report progress; optionally a way to cancel. */
export interface UploadProgressOptions {
  /** Sent as Accept-Language: the BFF's error messages come in it. */
  language: Language;
  /** Share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress: (sent: number) => void;
  /** Aborting it cancels the upload, which then fails with `aborted`. */
  signal?: AbortSignal | undefined;
}

export interface UploadWithProgressOptions extends UploadProgressOptions {
  /**
   * The error for a refusal whose body is not the BFF's JSON (a proxy's page), by status: 413 and the like.
   * Any other such refusal is `internal_error`.
   */
  errorsByStatus?: Readonly<Record<number, ApiErrorBody>>;
  /** The English message of the `aborted` error. */
  abortedMessage?: string;
}

const INTERNAL_ERROR: ApiErrorBody = { code: 'internal_error', message: 'Something went wrong.' };
const NETWORK_ERROR: ApiErrorBody = { code: 'network_error', message: 'The shop could not be reached.' };

function readError(status: number, text: string, byStatus: UploadWithProgressOptions['errorsByStatus']) {
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (body.error && typeof body.error.code === 'string') return body.error;
  } catch {
    // Not the BFF's JSON (a proxy's page): fall through to what the status says.
  }
  return byStatus?.[status] ?? INTERNAL_ERROR;
}

/**
 * `POST` of a multipart body to the BFF with XMLHttpRequest rather than the shared RTK Query fetch: only
 * XHR reports upload progress. Sent like the shop's other requests: same origin, so with the session
 * cookie, and with the shop's header for the BFF's CSRF guard (a multipart body is not JSON).
 * Resolves with the answer's JSON for a 2xx; rejects with an `UploadError` otherwise, or when a 2xx's
 * body is not JSON.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  options: UploadWithProgressOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.language);
    xhr.setRequestHeader(SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(readError(xhr.status, xhr.responseText, options.errorsByStatus), xhr.status));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new UploadError(INTERNAL_ERROR, xhr.status));
      }
    });
    const networkError = () => reject(new UploadError(NETWORK_ERROR, 0));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('timeout', networkError);
    xhr.addEventListener('abort', () =>
      reject(
        new UploadError(
          { code: 'aborted', message: options.abortedMessage ?? 'The upload was cancelled.' },
          0,
        ),
      ),
    );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
