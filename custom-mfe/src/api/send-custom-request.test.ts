import { fakeXhr } from '@shop/platform/fake-xhr';
import { UploadError } from '@shop/platform/upload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCustomRequest } from './send-custom-request.ts';

afterEach(() => vi.unstubAllGlobals());

function send(signal?: AbortSignal) {
  const sent = fakeXhr();
  const onProgress = vi.fn();
  const body = new FormData();
  const answer = sendCustomRequest(body, { language: 'en', onProgress, signal });
  return { xhr: sent[0], answer, onProgress, body };
}

describe('sendCustomRequest', () => {
  it('posts the form to /api/custom-requests and resolves with the request created', async () => {
    const { xhr, answer, onProgress, body } = send();
    expect(xhr?.url).toBe('/api/custom-requests');
    expect(xhr?.body).toBe(body);
    xhr?.progress(1, 2);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    xhr?.respond(201, { id: 'cr-1' });
    await expect(answer).resolves.toEqual({ id: 'cr-1' });
  });

  it('says the files are too large when a proxy refuses them with its own page', async () => {
    const { xhr, answer } = send();
    xhr?.respondText(413, '<html>Too large</html>');
    const failure = await answer.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({
      error: { code: 'payload_too_large', message: 'The files are too large.' },
      status: 413,
    });
  });

  it('is cancelled through its signal', async () => {
    const controller = new AbortController();
    const { answer } = send(controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({
      error: { code: 'aborted', message: 'The request was cancelled.' },
      status: 0,
    });
  });
});
