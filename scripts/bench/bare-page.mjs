import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { esmFederationRuntime } from '../../packages/build-config/src/federation-runtime.ts';
import { sharedTable } from '../../packages/build-config/src/shared.ts';
import { Cards, TRANSLATIONS } from './bare-page/cards.js';
import { HOST } from './util.mjs';

const SOURCE = path.join(import.meta.dirname, 'bare-page');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

/** The listing's first page as a visitor sees it: the cards' names, codes, minimums and photos. */
async function firstTwelve(origin) {
  const response = await fetch(`${origin}/api/products?page=1`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { items } = await response.json();
  return items
    .slice(0, 12)
    .map(({ id, name, code, image, minimumOrder }) => ({ id, name, code, image, minimumOrder }));
}

/**
 * The yardstick of the first view's main-thread work (issue 48, part 6): a page that loads the libraries the
 * design mandates (bare-page/client.js) and takes over 12 cards of the shop's own listing rendered on the
 * server, built by Rsbuild for production as the shell is: the same federation options, sharing React, react-dom
 * and i18next the way the shell does (eager singletons, whole; not the shell's own packages). Served over HTTP with gzip by a server that
 * hands every other path (the cards' photos) to the BFF at `origin`, so the photos come as the shop's do.
 * Resolves with its `url` and `stop()`.
 */
export async function startBarePage(origin) {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-bare-page-'));
  const rsbuild = await createRsbuild({
    cwd: SOURCE,
    config: {
      plugins: [
        pluginReact(),
        pluginModuleFederation(
          {
            name: 'bare',
            remotes: {},
            shared: Object.fromEntries(
              Object.entries(sharedTable({ eager: true })).filter(([name]) => !name.startsWith('@shop/')),
            ),
            shareStrategy: 'loaded-first',
            dts: false,
            experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
          },
          { environment: 'web' },
        ),
      ],
      source: { entry: { index: path.join(SOURCE, 'client.js') } },
      resolve: { alias: esmFederationRuntime() },
      output: { distPath: { root: dist }, target: 'web', cleanDistPath: true },
      html: { title: 'Bare page', mountId: 'root' },
      performance: { printFileSize: false },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();

  const products = await firstTwelve(origin);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: TRANSLATIONS, defaultNS: 'bare', initAsync: false });
  const cards = renderToString(createElement(Cards, { products, t: i18n.t }));
  const answer = JSON.stringify(products).replace(/</g, '\\u003c');
  const html = (await readFile(path.join(dist, 'index.html'), 'utf8'))
    .replace('<html>', '<html lang="en">')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${cards}</div><script id="page-answer" type="application/json">${answer}</script>`,
    );
  if (!html.includes(cards)) throw new Error('the bare page has no <div id="root"></div> to render into');

  /** Each file once, gzipped (as the BFF sends its own). */
  const files = new Map([['/', gzipSync(html)]]);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    if (!url.pathname.startsWith('/static/') && url.pathname !== '/') {
      const upstream = await fetch(origin + url.pathname + url.search);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    let body = files.get(url.pathname);
    if (!body) {
      const file = path.join(dist, path.normalize(url.pathname));
      if (!file.startsWith(dist)) return response.writeHead(404).end();
      body = await readFile(file).then(gzipSync, () => null);
      if (!body) return response.writeHead(404).end();
      files.set(url.pathname, body);
    }
    response.writeHead(200, {
      'content-type':
        url.pathname === '/'
          ? TYPES['.html']
          : (TYPES[path.extname(url.pathname)] ?? 'application/octet-stream'),
      'content-encoding': 'gzip',
      'cache-control': url.pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return {
    url: `http://${HOST}:${server.address().port}/`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
