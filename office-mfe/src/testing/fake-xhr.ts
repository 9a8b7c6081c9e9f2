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
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The BFF answers. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
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
