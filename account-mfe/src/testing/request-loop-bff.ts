import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { vi } from 'vitest';

/** One request the page made: method, path with query (`/api/orders/WS-…?lang=en`), JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a promise of one (to hold a request open and see the page busy). */
export type FakeRoutes = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

/**
 * The BFF as a function of each request, in place of `fetch` (jsdom has no server at `/api`). Every
 * request is kept, to assert what the page sent. A request's thread answers empty unless `routes` says
 * otherwise. Call `vi.unstubAllGlobals()` after each test.
 */
export function fakeBff(routes: FakeRoutes): { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const seen: SeenRequest = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(seen);
      const answer =
        (await routes(seen)) ??
        (seen.method === 'GET' && url.pathname.endsWith('/messages')
          ? { body: { messages: [] } }
          : { status: 404, body: { error: { code: 'not_found', message: 'No such route.' } } });
      const status = answer.status ?? 200;
      return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
    }),
  );
  resolveRequestsAgainstPage();
  return { requests };
}

/** The POSTs the page sent, in order. */
export function postsOf(requests: readonly SeenRequest[]): SeenRequest[] {
  return requests.filter((request) => request.method === 'POST');
}

export const apiError = (status: number, code: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status,
  body: { error: { code, message: code }, ...extra },
});
