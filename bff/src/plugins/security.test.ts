import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, postMultipart, registerBuyer, SHOP_REQUEST } from '../../test/index.ts';
import { type AppConfig, loadConfig, type RemoteLocation } from '../config.ts';
import { recordAndPoint } from '../domain/deployments/releases.ts';
import { samples } from '../domain/uploads/test-files.ts';
import { SESSION_COOKIE } from './auth.ts';
import { isJsonApiUrl } from './security.ts';

/** A remote served by a dev server / CDN configured with REMOTE_CATALOG_URL. */
const CONFIGURED_ORIGIN = 'http://127.0.0.1:3901';
/** A remote registered in the release registry (`deploy.ts register`). */
const REGISTERED_ORIGIN = 'https://cdn.wholesale.example';

/** `script-src 'self' x` → { 'script-src': ["'self'", 'x'] } */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/**
 * Every source a directive may name: this origin and the remotes' origins, `'none'`, plus what the
 * frontends need for styles (inline CSS injected at run time) and images/fonts (data:, blob:).
 */
function expectOnlyAllowedSources(csp: Map<string, string[]>, remoteOrigins: string[]): void {
  const extra: Record<string, string[]> = {
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:', 'blob:'],
    'font-src': ['data:'],
  };
  for (const [directive, sources] of csp) {
    if (directive === 'upgrade-insecure-requests') continue;
    const allowed = new Set(["'self'", "'none'", ...remoteOrigins, ...(extra[directive] ?? [])]);
    for (const source of sources) expect(allowed, `${directive} ${source}`).toContain(source);
  }
  for (const directive of ['script-src', 'connect-src']) {
    const sources = csp.get(directive) ?? [];
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    for (const origin of remoteOrigins) expect(sources, directive).toContain(origin);
  }
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
}

function expectHardeningHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], what).toContain(
    response.headers['referrer-policy'],
  );
  expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(response.headers['access-control-allow-origin'], what).toBeUndefined();
}

/** The headers that only act on an HTML document: pages, files and images carry them, JSON answers not. */
const DOCUMENT_ONLY = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectDocumentHeaders(response: LightMyRequestResponse, what: string): void {
  for (const [name, value] of Object.entries(DOCUMENT_ONLY)) expect(response.headers[name], what).toBe(value);
}

describe('security headers', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bff-headers-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>Shop</title><div id="root"></div>',
    );
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          packageDir: path.join(root, `${name}-mfe`),
          distDir: path.join(root, `${name}-mfe`, 'dist'),
          manifestUrl: name === 'catalog' ? `${CONFIGURED_ORIGIN}/mf-manifest.json` : null,
        },
      ]),
    ) as Record<RemoteName, RemoteLocation>;
    app = await buildTestApp({ frontends: { shellDist: path.join(root, 'shell', 'dist'), remotes } });
    await recordAndPoint(app.db, {
      area: 'basket',
      version: '1.4.0',
      location: `${REGISTERED_ORIGIN}/basket/1.4.0/mf-manifest.json`,
      contracts: null,
      actor: 'team-basket',
      action: 'register',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the shell page a CSP of this origin and the registry’s remote origins only', async () => {
    for (const url of ['/', '/ready-to-ship', '/orders/WS-2026-000001']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expectOnlyAllowedSources(parseCsp(response.headers['content-security-policy']), [
        CONFIGURED_ORIGIN,
        REGISTERED_ORIGIN,
      ]);
      expectHardeningHeaders(response, url);
      expectDocumentHeaders(response, url);
    }
  });

  it('gives API answers, errors included, a policy that allows nothing, and no document-only headers', async () => {
    const buyer = await registerBuyer(app);
    const responses: Array<[string, LightMyRequestResponse]> = [
      ['health', await app.inject({ url: '/api/health' })],
      ['products', await app.inject({ url: '/api/products' })],
      ['basket as buyer', await caller(app, buyer)('GET', '/api/basket')],
      [
        'upload',
        await postMultipart(app, buyer, '/api/uploads', [
          { name: 'file', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
        ]),
      ],
      ['openapi', await app.inject({ url: '/api/openapi.json' })],
      ['401', await app.inject({ url: '/api/orders' })],
      ['404', await app.inject({ url: '/api/nope' })],
      ['404 as a page', await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } })],
      ['400', await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 1 } })],
      ['403 csrf', await app.inject({ method: 'POST', url: '/api/auth/logout' })],
    ];
    for (const [what, response] of responses) {
      expect(response.headers['content-type'], what).toContain('application/json');
      expectHardeningHeaders(response, what);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(Object.fromEntries(csp), what).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      for (const name of Object.keys(DOCUMENT_ONLY))
        expect(response.headers[name], `${what}: ${name}`).toBeUndefined();
    }
  });

  it('keeps the document headers for what below /api/ is not JSON: the docs page and an uploaded file', async () => {
    const buyer = await registerBuyer(app);
    const uploaded = await postMultipart(app, buyer, '/api/uploads', [
      { name: 'file', filename: 'label.pdf', content: samples.pdf, contentType: 'application/pdf' },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const file = await caller(app, buyer)('GET', `/api/uploads/${uploaded.json<{ id: string }>().id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const docs = await app.inject({ url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(docs.headers['content-type']).toContain('text/html');
    for (const [what, response] of [
      ['uploaded file', file],
      ['docs', docs],
    ] as const) {
      expectHardeningHeaders(response, what);
      expectDocumentHeaders(response, what);
    }
  });

  it('tells JSON API addresses from the rest', () => {
    for (const url of [
      '/api/products',
      '/api/products/1?x=1',
      '/api/uploads',
      '/api/uploads?x',
      '/api/openapi.json',
      '/api/docsx',
    ])
      expect(isJsonApiUrl(url), url).toBe(true);
    for (const url of [
      '/',
      '/ready-to-ship',
      '/api',
      '/apix/1',
      '/media/products/1.svg',
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/index.html',
      '/api/docs?x',
      '/api/uploads/abc',
      '/api/uploads/abc?download',
    ])
      expect(isJsonApiUrl(url), url).toBe(false);
  });

  it('grants no cross-origin access to the API (no CORS, so no preflight passes)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-shop-request',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.statusCode).toBeLessThan(500);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await app.inject({ url: '/api/auth/me', headers: { origin: 'https://evil.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('session cookie', () => {
  async function sessionCookieOf(config: Partial<AppConfig>) {
    const app = await buildTestApp(config);
    try {
      const { email, password } = await registerBuyer(app);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '' };
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies,
        headers: SHOP_REQUEST,
      });
      return {
        login,
        page: await app.inject({ url: '/ready-to-ship', headers: { accept: 'text/html' } }),
        set: login.cookies.find((c) => c.name === SESSION_COOKIE),
        cleared: logout.cookies.find((c) => c.name === SESSION_COOKIE),
      };
    } finally {
      await app.close();
    }
  }

  it('is httpOnly and SameSite=Lax, set and cleared alike', async () => {
    const { set, cleared } = await sessionCookieOf({});
    for (const cookie of [set, cleared]) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    }
    expect(set?.value).toMatch(/^[\w-]{32,}$/);
  });

  it('is Secure when the shop’s public URL is https (and then HSTS and upgrade-insecure-requests too)', async () => {
    const env = { NODE_ENV: 'development', PUBLIC_URL: 'https://shop.wholesale.example' };
    expect(loadConfig(env).cookieSecure).toBe(true);
    expect(loadConfig({ ...env, PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
    expect(loadConfig({ ...env, COOKIE_SECURE: '0' }).cookieSecure).toBe(false);

    const config = loadConfig(env);
    const { login, page, set, cleared } = await sessionCookieOf({
      publicUrl: config.publicUrl,
      cookieSecure: config.cookieSecure,
    });
    expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cleared).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    for (const response of [login, page]) {
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
    expect(parseCsp(page.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
