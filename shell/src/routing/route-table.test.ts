import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from './route-table.ts';

describe('route ownership', () => {
  it('gives every remote-owned route of the spec exactly one owner', () => {
    const paths = REMOTE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ready-to-ship',
        '/product/:id',
        '/basket',
        '/checkout-success',
        '/custom-made',
      ]),
    );
    expect(paths).toEqual(expect.arrayContaining(['/login', '/register', '/forgot-password', '/profile']));
  });

  it('names modules the way remotes expose them', () => {
    for (const route of REMOTE_ROUTES) expect(route.module).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
  });
});
