import { SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../testing/fake-xhr.ts';
import { UploadError, uploadWithProgress } from './upload-with-progress.ts';

afterEach(() => vi.unstubAllGlobals());

function start(options: Partial<Parameters<typeof uploadWithProgress>[2]> = {}) {
  const sent = fakeXhr();
  const onProgress = vi.fn();
  const body = new FormData();
  body.append('file', new File(['photo'], 'front.jpg', { type: 'image/jpeg' }));
  const answer = uploadWithProgress('/api/things', body, { language: 'gr', onProgress, ...options });
  const xhr = sent[0];
  if (!xhr) throw new Error('nothing was sent');
  return { xhr, answer, onProgress, body };
}

/** The UploadError the upload fails with. */
async function failure(answer: Promise<unknown>): Promise<UploadError> {
  const error = await answer.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('uploadWithProgress', () => {
  it('posts the body with the language and the shop’s header, and reports progress', async () => {
    const { xhr, answer, onProgress, body } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/things');
    expect(xhr.body).toBe(body);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'gr',
      [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE,
    });
    xhr.progress(250, 1000);
    xhr.progress(5, 0);
    xhr.progress(10, 1000, false);
    xhr.progress(1000, 1000);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    xhr.respond(201, { id: 'p-1' });
    await expect(answer).resolves.toEqual({ id: 'p-1' });
  });

  it('refuses a 2xx whose body is not JSON as internal_error', async () => {
    const { xhr, answer } = start();
    xhr.respondText(200, '');
    const error = await failure(answer);
    expect(error.error.code).toBe('internal_error');
    expect(error.status).toBe(200);
  });

  it('fails with the BFF’s error body, fields and all', async () => {
    const { xhr, answer } = start();
    const refusal = {
      code: 'validation_failed',
      message: 'Check the fields.',
      fields: { 'address.city': 'required' },
    };
    xhr.respond(422, { error: refusal });
    const error = await failure(answer);
    expect(error.error).toEqual(refusal);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Check the fields.');
    expect(error.name).toBe('UploadError');
  });

  it('says what the status means when the body is not the BFF’s JSON', async () => {
    const tooLarge = { code: 'payload_too_large', message: 'The file is too large.' };
    const first = start({ errorsByStatus: { 413: tooLarge } });
    first.xhr.respondText(413, '<html>Request Entity Too Large</html>');
    expect((await failure(first.answer)).error).toEqual(tooLarge);

    vi.unstubAllGlobals();
    const second = start({ errorsByStatus: { 413: tooLarge } });
    second.xhr.respondText(502, '<html>Bad gateway</html>');
    const error = await failure(second.answer);
    expect(error.error).toEqual({ code: 'internal_error', message: 'Something went wrong.' });
    expect(error.status).toBe(502);
  });

  it.each(['error', 'timeout'] as const)('fails with network_error on a network %s', async (type) => {
    const { xhr, answer } = start();
    xhr.fail(type);
    const error = await failure(answer);
    expect(error.error).toEqual({ code: 'network_error', message: 'The shop could not be reached.' });
    expect(error.status).toBe(0);
  });

  it('is cancelled through its signal', async () => {
    const controller = new AbortController();
    const { answer } = start({ signal: controller.signal, abortedMessage: 'The request was cancelled.' });
    controller.abort();
    const error = await failure(answer);
    expect(error.error).toEqual({ code: 'aborted', message: 'The request was cancelled.' });
    expect(error.status).toBe(0);
  });

  it('says the upload was cancelled when not told otherwise', async () => {
    const { xhr, answer } = start();
    xhr.abort();
    expect((await failure(answer)).error).toEqual({ code: 'aborted', message: 'The upload was cancelled.' });
  });
});
