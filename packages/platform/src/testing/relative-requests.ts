import { vi } from 'vitest';

/**
 * Node's `Request` wants absolute URLs; the browser resolves `/api/…` against the page: stubbed to resolve
 * against `http://shop.test`, as RTK Query's `fetch` calls are made in a shop page. Call
 * `vi.unstubAllGlobals()` after each test.
 */
export function resolveRequestsAgainstPage(): void {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://shop.test') : input, init);
      }
    },
  );
}
