// `npm run bench -- soak [--minutes=30]`: one production BFF (SQLite, a fresh data folder, the demo catalogue
// with its photographs drawn in the background as on a first start) under a steady mixed load for
// --minutes (30), over HTTP as the shop's pages and the office call it: visitors opening pages and the listing,
// buyers browsing, adding to the basket and sending order requests, uploading a logo, the demo staff member
// listing and quoting what was sent and checking a product file. Every 10 s it reads the BFF's resident
// memory (all its threads) from /proc; every minute it asks bff-probe.mjs where the memory is (the main
// thread's V8 heap, memory outside it, libvips' cache, anonymous vs file-backed). Prints the resident memory
// over time, its slope over the last 20 minutes (least squares) and the journeys' answers by status.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_STAFF } from '../../bff/src/seed/staff.ts';
import { collection } from './import.mjs';
import { registerBuyers } from './load.mjs';
import { cpuSeconds, logIn, startBff, table } from './util.mjs';

const GOAL_RSS_MB = 250;
const SAMPLE_MS = 10_000;
const SLOPE_WINDOW_MIN = 20;
const COLOURS = ['red', 'blue', 'white', 'black', 'beige', 'green', 'pink', 'teal'];
/** A 1 × 1 PNG: an upload the BFF checks by its content, as it does a logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ADDRESS = { street: 'Ermou 12', city: 'Athens', postalCode: '105 63', country: 'Greece' };

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Resident memory of the process, all threads (MB), from /proc; null once it is gone. */
function rssMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Least-squares slope of `points` ({ t: minutes, mb }), MB per 10 minutes. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mm = points.reduce((s, p) => s + p.mb, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.mb - mm), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 10;
}

/** The journeys, each a few requests in a row as a page or the office makes them. */
function journeys(origin, { buyers, staff, products }) {
  const statuses = {};
  const count = (name, status) => {
    const key = `${name} ${status}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const call = async (name, path, { cookie, method = 'GET', json, body, headers = {} } = {}) => {
    try {
      const res = await fetch(origin + path, {
        method,
        headers: {
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          ...(cookie ? { cookie } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: json ? JSON.stringify(json) : body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      count(name, res.status);
      return res.ok && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    } catch (error) {
      count(name, error.name);
      return null;
    }
  };
  const listing = (page) =>
    `/api/products?colours=${pick(COLOURS)}&page=${page}&minPrice=${5 + Math.floor(Math.random() * 20)}`;
  return {
    statuses,
    visitor: async () => {
      await call('visitor page /', '/');
      await call('visitor page /ready-to-ship', `/ready-to-ship?colours=${pick(COLOURS)}`);
      await call('visitor listing', listing(1 + Math.floor(Math.random() * 3)));
      await call('visitor page /product', `/product/${pick(products)}`);
    },
    browse: async () => {
      const cookie = pick(buyers);
      await call('buyer listing', listing(1 + Math.floor(Math.random() * 3)), { cookie });
      await call('buyer product', `/api/products/${pick(products)}`, { cookie });
      await call('buyer basket', '/api/basket', { cookie });
    },
    order: async () => {
      const cookie = pick(buyers);
      await call('buyer add to basket', '/api/basket/lines', {
        cookie,
        method: 'POST',
        json: { productId: pick(products), quantities: { S: 2, M: 3 } },
      });
      await call('buyer order request', '/api/orders', {
        cookie,
        method: 'POST',
        json: { deliveryOption: 'standard', deliveryAddress: ADDRESS },
        headers: { 'idempotency-key': randomUUID() },
      });
    },
    upload: async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      await call('buyer upload', '/api/uploads', {
        cookie: pick(buyers),
        method: 'POST',
        body: form,
        headers: { 'x-shop-request': '1' },
      });
    },
    quote: async () => {
      const list = await call('staff orders list', '/api/office/orders?status=submitted', { cookie: staff });
      const reference = list?.items?.[0]?.reference;
      if (!reference) return;
      const order = await call('staff order', `/api/office/orders/${reference}`, { cookie: staff });
      if (!order) return;
      await call('staff quote', `/api/office/orders/${reference}/quotes`, {
        cookie: staff,
        method: 'POST',
        json: {
          version: order.progress.version,
          lines: order.lines.map((line, i) => ({ position: i + 1, unitPriceCents: line.unitPriceCents })),
          deliveryOptions: [{ label: 'Courier', costCents: 1200, leadTimeDays: 3 }],
        },
      });
    },
    importCheck: async () => {
      await call('staff product file check', '/api/office/products/import', {
        cookie: staff,
        method: 'POST',
        json: { csv: collection(200), apply: false },
      });
    },
  };
}

/** Per second: how many of each journey start (a fraction: one every 1 / n seconds). */
const RATE = { visitor: 4, browse: 3, order: 0.5, upload: 0.2, quote: 0.2, importCheck: 1 / 30 };

export async function soakBench({ port = 3150, minutes = 30 } = {}) {
  const bff = await startBff({ port });
  try {
    const buyers = await registerBuyers(bff.origin, 20);
    const staff = await logIn(bff.origin, DEMO_STAFF);
    const first = await (await fetch(`${bff.origin}/api/products?page=1`)).json();
    const products = first.items.map((item) => item.id);
    const load = journeys(bff.origin, { buyers, staff, products });
    const started = Date.now();
    const cpuBefore = cpuSeconds(bff.pid);
    const until = started + minutes * 60_000;
    const samples = [];
    const probes = [];
    const running = new Set();
    const due = Object.fromEntries(Object.keys(RATE).map((name) => [name, 0]));
    let nextSample = started;
    let nextProbe = started;
    console.log(`\n## Soak: ${minutes} minutes, journeys per second ${JSON.stringify(RATE)}`);
    while (Date.now() < until) {
      for (const [name, perSecond] of Object.entries(RATE)) {
        due[name] += perSecond / 10;
        while (due[name] >= 1) {
          due[name] -= 1;
          const journey = load[name]().finally(() => running.delete(journey));
          running.add(journey);
        }
      }
      const now = Date.now();
      if (now >= nextSample) {
        samples.push({ t: (now - started) / 60_000, mb: rssMb(bff.pid) });
        nextSample += SAMPLE_MS;
      }
      if (now >= nextProbe) {
        probes.push({ minute: Math.round((now - started) / 60_000), ...(await bff.probe()).memory });
        nextProbe += 60_000;
      }
      await sleep(100);
    }
    await Promise.all(running);
    const cpu = cpuSeconds(bff.pid) - cpuBefore;
    const last = samples.filter((s) => s.t >= minutes - SLOPE_WINDOW_MIN);
    const peak = Math.max(...samples.map((s) => s.mb));
    const atEnd = samples.at(-1).mb;
    table(
      `Soak — resident memory of the BFF (MB, all threads) by minute (goal ≤ ${GOAL_RSS_MB} MB), and where it is (bff-probe.mjs)`,
      probes.map((p) => ({
        minute: p.minute,
        'RSS MB': p.rss.toFixed(0),
        'anonymous MB': p.anon.toFixed(0),
        'file-backed MB': p.file.toFixed(0),
        'main heap used / total MB': `${p.heapUsed} / ${p.heapTotal}`,
        'outside the heap MB (external, of which buffers)': `${p.external} (${p.arrayBuffers})`,
        'libvips cache MB': p.vipsCache ?? '–',
      })),
    );
    table('Soak — summary', [
      {
        minutes,
        'RSS at start MB': samples[0].mb.toFixed(0),
        'RSS peak MB': peak.toFixed(0),
        'RSS at end MB': atEnd.toFixed(0),
        [`slope over the last ${Math.min(SLOPE_WINDOW_MIN, minutes)} min (MB / 10 min)`]:
          slope(last).toFixed(1),
        [`≤ ${GOAL_RSS_MB} MB`]: peak <= GOAL_RSS_MB ? 'yes' : 'NO',
        'BFF CPU (% of one core)': ((cpu / (minutes * 60)) * 100).toFixed(0),
      },
    ]);
    table(
      'Soak — answers by journey step and status',
      Object.entries(load.statuses)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([step, n]) => ({ step, answers: n })),
    );
    return { samples, probes };
  } finally {
    await bff.stop();
  }
}
