import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  zstdDecompressSync,
} from 'node:zlib';
import { REMOTE_NAMES, type RemoteName } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SHOP_REQUEST } from '../test/index.ts';
import type { RemoteLocation } from './config.ts';

describe('system routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the health check with the engine in use', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: app.config.database.kind });
    // Rate limits in memory on SQLite, in the database on PostgreSQL (no Redis configured).
    expect(res.json().rateLimits).toEqual({
      store: app.config.database.kind === 'postgres' ? 'database' : 'memory',
      up: true,
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists every remote with a manifest URL on this origin by default, never cached', async () => {
    const res = await app.inject({ url: '/api/remotes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { remotes } = res.json<{
      remotes: Array<{ name: string; manifestUrl: string; version: string }>;
    }>();
    expect(remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    for (const remote of remotes) {
      expect(remote.manifestUrl).toBe(`/remotes/${remote.name}/mf-manifest.json`);
      expect(remote.version).toBe('0.0.0'); // no package.json in the test's frontend root
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers unknown non-API paths with a JSON 404 while no shell is built', async () => {
    const res = await app.inject({ url: '/product/1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('rejects malformed JSON and unknown content types in the error shape', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');

    const xml = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml', ...SHOP_REQUEST },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });

  it('publishes the OpenAPI document and the docs UI', async () => {
    const doc = await app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/remotes',
        '/api/auth/login',
        '/api/profile',
        '/api/products',
        '/api/products/{id}',
      ]),
    );
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers', async () => {
    const api = await app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('remote registry overrides', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bff-remotes-'));
    const remotes = {} as Record<RemoteName, RemoteLocation>;
    for (const name of REMOTE_NAMES) {
      const packageDir = path.join(root, `${name}-mfe`);
      mkdirSync(path.join(packageDir, 'dist'), { recursive: true });
      writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
      remotes[name] = { packageDir, distDir: path.join(packageDir, 'dist'), manifestUrl: null };
    }
    writeFileSync(
      path.join(remotes.basket.distDir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: '2.0.0-build.7' } } }),
    );
    remotes.catalog.manifestUrl = 'http://127.0.0.1:3001/mf-manifest.json';
    const base = await buildTestApp();
    const config = { ...base.config, frontends: { shellDist: path.join(root, 'shell', 'dist'), remotes } };
    await base.close();
    app = await buildTestApp(config);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('uses REMOTE_<NAME>_URL and the built manifest version when present', async () => {
    const { remotes } = (await app.inject({ url: '/api/remotes' })).json<{
      remotes: Array<{ name: string; manifestUrl: string; version: string }>;
    }>();
    const byName = Object.fromEntries(remotes.map((r) => [r.name, r]));
    expect(byName.catalog).toEqual({
      name: 'catalog',
      manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json',
      version: '1.2.3',
    });
    expect(byName.basket?.version).toBe('2.0.0-build.7');
    expect(byName.account?.manifestUrl).toBe('/remotes/account/mf-manifest.json');
  });

  it('allows the remote origin in the content security policy', async () => {
    const res = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain('http://127.0.0.1:3001');
  });
});

describe('serving the built frontends', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bff-dist-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><title>Shop</title><div id="root"></div></html>',
    );
    write('shell/dist/static/js/index.a1b2c3d4.js', 'console.log("shell")');
    write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    // The shell's server render (first-view.ts in contracts): says what it was asked, fails on /broken.
    write(
      'shell/dist/ssr/render-first-view.mjs',
      `export async function renderFirstView({ url, language, bannerDismissed, answers, remotePage }) {
        if (url === '/broken') throw new Error('render failed');
        if (url === '/busy') { const end = Date.now() + 400; while (Date.now() < end); }
        if (url === '/stuck') for (;;);
        const remote = remotePage ? [remotePage.remote, remotePage.module, remotePage.code] : [];
        return { html: '<p>' + [url, language, bannerDismissed, JSON.stringify(answers), ...remote].join(' ') + '</p>', key: language + '.k' };
      }`,
    );
    write('catalog-mfe/dist/mf-manifest.json', '{"metaData":{"buildInfo":{"buildVersion":"9.9.9"}}}');
    write('catalog-mfe/dist/remoteEntry.js', 'var catalog_mfe;');
    write('catalog-mfe/dist/ssr/server.cjs', 'exports.pages = {};');
    write('catalog-mfe/dist/static/js/async/123.deadbeef.js', 'export {}');
    app = await buildTestApp({
      frontends: {
        shellDist: path.join(root, 'shell/dist'),
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [
            name,
            {
              packageDir: path.join(root, `${name}-mfe`),
              distDir: path.join(root, `${name}-mfe/dist`),
              manifestUrl: null,
            },
          ]),
        ) as Record<RemoteName, RemoteLocation>,
      },
    });
    // Listening: a page's first API answers are read over a connection to the BFF itself (own-read.ts).
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / without caching its index', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shop</title>');
    // It carries the session's first API answers (initial-answers.ts): this browser's only.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends the shell's own pages with their first view rendered, as the shell's server build renders it", async () => {
    const res = await app.inject({
      url: '/about?x=1',
      headers: { accept: 'text/html', cookie: 'shop_language=gr; shop_banner=dismissed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-first-view="gr.k"><p>/about?x=1 gr true ');
    expect(res.body).toContain('{"/auth/me":{"buyer":null}}');
    expect(res.body).toContain('<html lang="el"');
  });

  it("renders a remote's page with that remote's server build, given to the shell's render", async () => {
    const res = await app.inject({ url: '/ready-to-ship', headers: { accept: 'text/html' } });
    expect(res.body).toContain('catalog ./ReadyToShip exports.pages = {};</p>');
  });

  it("renders no first view for a remote's page without a server build or when the render fails", async () => {
    for (const url of ['/basket', '/broken']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('renders in a thread of its own: a render busy for 400 ms holds up no API answer', async () => {
    const done: string[] = [];
    const page = app.inject({ url: '/busy', headers: { accept: 'text/html' } }).then((res) => {
      done.push('page');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const api = app.inject({ url: '/api/health' }).then(() => done.push('api'));
    await Promise.all([page, api]);
    expect(done).toEqual(['api', 'page']);
    expect((await page).body).toContain('<div id="root" data-first-view="en.k"><p>/busy en ');
  });

  it('gives up a render that never ends, and renders the next page in a new thread', async () => {
    const stuck = await app.inject({ url: '/stuck', headers: { accept: 'text/html' } });
    expect(stuck.statusCode).toBe(200);
    expect(stuck.body).toContain('<div id="root"></div>');
    const next = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(next.body).toContain('<div id="root" data-first-view="en.k"><p>/about en ');
  });

  it('never serves a server build to browsers, the shell’s or a remote’s', async () => {
    for (const url of ['/ssr/render-first-view.mjs', '/remotes/catalog/ssr/server.cjs']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('caches hashed files for a year', async () => {
    const res = await app.inject({ url: '/static/js/index.a1b2c3d4.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the favicon at its linked path and at /favicon.ico', async () => {
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const res = await app.inject({ url, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });

  it('falls back to the shell for client-side routes', async () => {
    for (const url of ['/product/3?page=2', '/ready-to-ship', '/no/such/page']) {
      const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('keeps JSON 404s for the API and for missing remote files', async () => {
    for (const url of ['/api/nope', '/remotes/catalog/static/js/missing.js']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('serves remotes under /remotes/<name>/ with CORS and the right cache policy', async () => {
    const manifest = await app.inject({ url: '/remotes/catalog/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const entry = await app.inject({ url: '/remotes/catalog/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject({ url: '/remotes/catalog/static/js/async/123.deadbeef.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends built files brotli-compressed at the best quality once ready, and a rewritten file at once', async () => {
    const file = path.join(root, 'shell/dist/static/js/big.0123abcd.js');
    const url = '/static/js/big.0123abcd.js';
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const source = (word: string) => `export const words = ${JSON.stringify(word)};\n`.repeat(400);
    const decoded = (res: LightMyRequestResponse) => {
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, zstd: zstdDecompressSync }[
        String(res.headers['content-encoding']) as 'br' | 'gzip' | 'zstd'
      ];
      return (decode ? decode(res.rawPayload) : res.rawPayload).toString();
    };

    writeFileSync(file, source('first'));
    await app.staticCompression.warm(file, statSync(file));
    const best = await app.inject({ url, headers: browser });
    expect(best.statusCode).toBe(200);
    expect(best.headers['content-encoding']).toBe('br');
    expect(best.headers.vary).toContain('accept-encoding');
    expect(Number(best.headers['content-length'])).toBe(best.rawPayload.length);
    const quality11 = brotliCompressSync(readFileSync(file), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(best.rawPayload.length).toBeLessThanOrEqual(quality11.length + 8);
    expect(decoded(best)).toBe(source('first'));

    // Replaced in place (say, a copy over the old build): the new bytes, never the old file's.
    writeFileSync(file, source('second version'));
    const replaced = await app.inject({ url, headers: browser });
    expect(decoded(replaced)).toBe(source('second version'));

    // A client without brotli, and a range request, get what they got before.
    const gzipOnly = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(source('second version'));
    const range = await app.inject({ url, headers: { ...browser, range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(source('second version').slice(0, 10));
  });

  it('reports the built version of a remote', async () => {
    const { remotes } = (await app.inject({ url: '/api/remotes' })).json<{
      remotes: Array<{ name: string; version: string }>;
    }>();
    expect(remotes.find((r) => r.name === 'catalog')?.version).toBe('9.9.9');
  });
});
