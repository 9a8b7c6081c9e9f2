import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, kb, table } from './util.mjs';

/** Emulated round-trip time: makes "sequential round trips" visible as gaps between requests. */
export const RTT_MS = 100;

/** The first view of each page, and what "painted" means there. */
export const PAGES = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  // The product cards: <article> elements of the grid.
  { path: '/ready-to-ship', ready: (page) => page.getByRole('article').first(), data: /\/api\/products\?/ },
  {
    path: '/product/1',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
    data: /\/api\/products\/1(\?|$)/,
  },
];

/** Which React packages a script carries (a copy counted once per fetched file). */
const REACT_MARKERS = {
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/,
  'react-dom': /useHostTransitionStatus\(\)\},\w+\.version="/,
  'react-dom/client': /\.hydrateRoot=function/,
};

const kindOf = (type, url) => {
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'fetch' || type === 'xhr') return url.includes('mf-manifest') ? 'manifest' : 'api';
  return type;
};

/**
 * Longest chain of requests where each starts only after the previous one has finished: with an emulated
 * round trip per request, requests started together (in parallel) never chain, so this is the number
 * of sequential round trips the page waited for. Images and fonts are leaves and are left out.
 */
function criticalChain(requests, until) {
  const candidates = requests
    .filter((r) => !['image', 'font', 'media', 'other'].includes(r.type) && r.end <= until)
    .sort((a, b) => a.start - b.start);
  const best = new Map();
  for (const r of candidates) {
    let prev = null;
    for (const p of candidates) {
      if (p === r || p.end > r.start + 1) continue;
      if (!prev || best.get(p).depth > best.get(prev).depth) prev = p;
    }
    best.set(r, { depth: prev ? best.get(prev).depth + 1 : 1, prev });
  }
  let last = null;
  for (const r of candidates) if (!last || best.get(r).depth > best.get(last).depth) last = r;
  const chain = [];
  for (let r = last; r; r = best.get(r).prev) chain.unshift(r);
  return chain;
}

const shortName = (url, origin) => {
  const u = new URL(url);
  const p = u.pathname.replace(/\.[0-9a-f]{8,}\./, '.');
  return (
    (u.origin === origin ? '' : u.origin) +
    p.replace(/^\/remotes\/(\w+)\//, '$1:') +
    (u.search && p.startsWith('/api/') ? '?…' : '')
  );
};

async function measurePage(browser, origin, spec) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Latency only (no bandwidth cap): each request costs one RTT, as on a real network.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const requests = [];
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const timing = request.timing();
        const sizes = await request.sizes();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        requests.push({
          url: request.url(),
          type: kindOf(request.resourceType(), request.url()),
          status: response?.status(),
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
          raw: body.length,
          wire: sizes.responseBodySize,
          gzip: body.length ? gzipSync(body, { level: 9 }).length : 0,
          body,
        });
      })(),
    );
  });

  const t0 = Date.now();
  await page.goto(origin + spec.path, { waitUntil: 'commit' });
  await spec.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  // When the browser painted the page's content (its largest paint so far), on the requests' clock: the
  // moment Playwright saw it is later by as long as its polling took.
  const painted = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(performance.timeOrigin + (entries.at(-1)?.startTime ?? performance.now()));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // Whatever the page still fetches for this view (lazy chunks, images) belongs to its weight too.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();

  const sum = (type, field) => requests.filter((r) => r.type === type).reduce((n, r) => n + r[field], 0);
  const react = {};
  for (const [name, marker] of Object.entries(REACT_MARKERS)) {
    react[name] = requests.filter((r) => r.type === 'js' && marker.test(r.body.toString('latin1'))).length;
  }
  const chain = criticalChain(requests, painted);
  const data = spec.data ? requests.find((r) => spec.data.test(r.url)) : null;
  return {
    path: spec.path,
    requests: requests.length,
    jsFiles: requests.filter((r) => r.type === 'js').length,
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    jsWire: sum('js', 'wire'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
    cssWire: sum('css', 'wire'),
    encodings: [...new Set(requests.filter((r) => r.type === 'js').map((r) => r.encoding))].join('/'),
    react,
    depth: chain.length,
    chain: chain.map((r) => shortName(r.url, origin)),
    dataStartMs: data ? Math.round(data.start - t0) : null,
    paintMs: Math.round(painted - t0),
    files: requests.map(({ body, ...r }) => r),
  };
}

export async function pageWeight(origin, { verbose = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = [];
  try {
    // One unmeasured visit first: the BFF compresses its files at brotli 11 in the background after it
    // starts, and the figures are those of a server that has been up for a moment, not of its first second.
    for (const spec of PAGES) await measurePage(browser, origin, spec);
    for (const spec of PAGES) results.push(await measurePage(browser, origin, spec));
  } finally {
    await browser.close();
  }

  table(
    'Page weight — first view as a visitor (cache empty)',
    results.map((r) => ({
      page: r.path,
      requests: r.requests,
      'JS files': r.jsFiles,
      'JS raw KB': kb(r.jsRaw),
      'JS gzip KB': kb(r.jsGzip),
      'JS wire KB': `${kb(r.jsWire)} ${r.encodings}`,
      'CSS raw KB': kb(r.cssRaw),
      'CSS gzip KB': kb(r.cssGzip),
      'CSS wire KB': kb(r.cssWire),
      'React fetches (react / react-dom / client)': `${r.react.react} / ${r.react['react-dom']} / ${r.react['react-dom/client']}`,
    })),
  );
  table(
    `Sequential round trips before the content paints (${RTT_MS} ms RTT emulated, no bandwidth cap)`,
    results.map((r) => ({
      page: r.path,
      'round trips': r.depth,
      'data request starts ms': r.dataStartMs ?? '–',
      'painted ms': r.paintMs,
      chain: r.chain.join(' → '),
    })),
  );
  if (verbose) {
    for (const r of results) {
      console.log(`\n${r.path}`);
      for (const f of r.files.sort((a, b) => a.start - b.start)) {
        console.log(
          `  ${String(Math.round(f.start - r.files[0].start)).padStart(5)}–${String(Math.round(f.end - r.files[0].start)).padStart(5)} ms ${f.type.padEnd(8)} ${kb(f.raw).padStart(7)} raw ${kb(f.gzip).padStart(6)} gz ${kb(f.wire).padStart(6)} wire ${f.encoding.padEnd(8)} ${f.url}`,
        );
      }
    }
  }
  return results;
}
