import { vi } from 'vitest';

/**
 * XMLHttpRequest in place of the browser's (jsdom's would go to a server): each sent request waits for
 * the test to report its progress and answer it. Call `vi.unstubAllGlobals()` after each test.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private readonly sent: FakeXhr[];

  constructor(sent: FakeXhr[]) {
    this.sent = sent;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable, loaded, total }));
  }

  /** The BFF answers with JSON. */
  respond(status: number, body: unknown): void {
    this.respondText(status, JSON.stringify(body));
  }

  /** Something answers with this text (a proxy's HTML page, an empty body). */
  respondText(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.events.dispatchEvent(new Event('load'));
  }

  /** No answer: the network failed (`error`) or the request timed out (`timeout`). */
  fail(type: 'error' | 'timeout' = 'error'): void {
    this.events.dispatchEvent(new Event(type));
  }

  /** The file sent as the multipart field `file`. */
  file(): File | null {
    return this.body instanceof FormData ? (this.body.get('file') as File | null) : null;
  }
}

/** Stubs XMLHttpRequest; the returned list holds every request sent, in order. */
export function fakeXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
