import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { vi } from 'vitest';

/** One request the page made: method, path with query (`/api/office/orders?status=submitted`), JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoutes = (request: SeenRequest) => FakeAnswer | undefined;

/**
 * The BFF, as a function of each request, in place of `fetch` (jsdom has no server at `/api`). Every
 * request is kept, to assert what the page asked for. Call `vi.unstubAllGlobals()` after each test.
 */
export function fakeBff(routes: FakeRoutes): { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const seen = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(seen);
      const answer = routes(seen) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'No such route.' } },
      };
      const status = answer.status ?? 200;
      return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
    }),
  );
  resolveRequestsAgainstPage();
  return { requests };
}

/** The GETs of one API path (any query), in order. */
export function readsOf(requests: SeenRequest[], path: string): SeenRequest[] {
  return requests.filter((r) => r.method === 'GET' && r.path.split('?')[0] === path);
}

export const apiError = (status: number, code: string): FakeAnswer => ({
  status,
  body: { error: { code, message: code } },
});
