import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import gr from '../i18n/gr.json' with { type: 'json' };
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
    expect(paths).toEqual(expect.arrayContaining(['/office', '/office/login', '/office/set-password']));
  });

  it('names modules the way remotes expose them', () => {
    for (const route of REMOTE_ROUTES) expect(route.module).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
  });

  it('has a document title for every route, in English and Greek', () => {
    const titles = { en: en.titles as Record<string, string>, gr: gr.titles as Record<string, string> };
    for (const route of REMOTE_ROUTES) {
      expect(titles.en[route.title], route.path).toMatch(/\w/);
      expect(titles.gr[route.title], route.path).toMatch(/[\u0370-\u03ff]/u);
    }
  });
});
