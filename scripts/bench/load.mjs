import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { cannonMs, cpuSeconds, DEMO_BUYER, logIn, ROOT, stopChild, table } from './util.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = 10;
/** Each read's time, split in slices that alternate with the bare route's (see `paired`). */
const SLICES = 3;

/** The product listing as a visitor browses it, and as a buyer filters and sorts it (cluster.mjs reads them too). */
export const LISTING = '/api/products?category=dresses&colours=red,blue&page=1';
export const BUYER_LISTING = `${LISTING}&minPrice=10&maxPrice=60&sort=price-low`;

/** One autocannon run (10 connections, BENCH_DURATION s unless `options` say otherwise). */
export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

export const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Starts the bare Fastify app (bare-server.mjs) and resolves with its origin. */
function startBare() {
  // The BFF's Fastify, resolved from its workspace: the same version on both sides of the ratio.
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), {
    cwd: path.join(ROOT, 'bff'),
    env: { ...process.env, NODE_PATH: path.join(ROOT, 'bff', 'node_modules') },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) =>
      resolve({ origin: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) }),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
}

/** A buyer of its own per connection: each submits its own basket, so no submit finds it empty. */
export async function registerBuyers(origin, count) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${randomUUID().slice(0, 8)}@example.gr`;
    const password = 'Bench-Buyer-2026!';
    const res = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        email,
        businessName: `Bench Boutique ${i}`,
        vatNumber: '123456783',
        password,
        confirmPassword: password,
      }),
    });
    if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
    cookies.push(await logIn(origin, { email, password }));
  }
  return cookies;
}

const ADD_LINE = JSON.stringify({ productId: '1', quantities: { S: 2, M: 3 } });
const SUBMIT = JSON.stringify({
  deliveryOption: 'standard',
  deliveryAddress: { street: 'Ermou 12', city: 'Athens', postalCode: '105 63', country: 'Greece' },
});

/**
 * One order per iteration, per connection: add a line to the buyer's basket, then submit it with a fresh
 * Idempotency-Key (a real new order each time, mails written). Latency is measured for the submits only.
 * `cookies` holds one buyer per connection (registerBuyers).
 */
export async function orderSubmits(
  origin,
  cookies,
  { connections = CONNECTIONS, duration = DURATION_S } = {},
) {
  const submitMs = [];
  const statuses = {};
  let next = 0;
  // Every request states its headers in full (autocannon replaces, not merges, per-request headers).
  const headers = (context) => ({
    cookie: context.cookie,
    accept: 'application/json',
    'content-type': 'application/json',
  });
  const result = await run({
    url: origin,
    connections,
    duration,
    // One buyer per connection for the whole run. autocannon resets a connection's context each time its
    // request list starts over; buyers handed out per loop let two connections share one buyer, whose
    // submit then emptied the other's basket (400 minimum_order_not_met).
    setupClient: (client) => {
      client.requestIterator.initialContext = { cookie: cookies[next++ % cookies.length] };
      client.requestIterator.resetContext();
      client.requestIterator.rebuildRequest();
    },
    requests: [
      {
        method: 'POST',
        path: '/api/basket/lines',
        setupRequest: (req, context) => ({ ...req, headers: headers(context), body: ADD_LINE }),
        onResponse: (status) => {
          if (status !== 200) statuses[`add ${status}`] = (statuses[`add ${status}`] ?? 0) + 1;
        },
      },
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req, context) => {
          context.sentAt = performance.now();
          return { ...req, headers: { ...headers(context), 'idempotency-key': randomUUID() }, body: SUBMIT };
        },
        onResponse: (status, _body, context) => {
          submitMs.push(performance.now() - context.sentAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const created = statuses[201] ?? 0;
  return {
    rps: created / duration,
    p50: quantile(submitMs, 0.5),
    p99: quantile(submitMs, 0.99),
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    failed: result.errors + result.timeouts,
    note: `${created} orders created; ${result.requests.total} requests incl. basket adds`,
    statuses,
  };
}

export const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.non2xx + r.errors + r.timeouts,
});

/**
 * A read against the bare route, in SLICES pairs of slices that alternate (bare, then the BFF): other jobs
 * on the machine then weigh on both sides alike instead of on whichever ran while they did. The ratio is of
 * the answers a second over all slices. Each side's CPU time per answer is read from /proc: its ratio (bare µs
 * / BFF µs) near the throughput ratio says both sides were CPU-bound, i.e. the ratio measures their work.
 */
async function paired(bare, bff, options) {
  const slice = DURATION_S / SLICES;
  const sides = { bare: { answers: 0, seconds: 0, cpu: 0, p50: [], p99: [], errors: 0 } };
  sides.bff = structuredClone(sides.bare);
  const measure = async (side, pid, sliceOptions) => {
    const before = cpuSeconds(pid) ?? 0;
    const result = await run({ ...sliceOptions, duration: slice });
    const into = sides[side];
    into.cpu += (cpuSeconds(pid) ?? 0) - before;
    into.answers += result.requests.total;
    into.seconds += result.duration;
    into.p50.push(result.latency.p50);
    into.p99.push(result.latency.p99);
    into.errors += result.non2xx + result.errors + result.timeouts;
  };
  for (let i = 0; i < SLICES; i++) {
    await measure('bare', bare.pid, { url: `${bare.origin}/json` });
    await measure('bff', bff.pid, options);
  }
  const figures = ({ answers, seconds, cpu, p50, p99, errors }) => ({
    rps: answers / seconds,
    p50: quantile(p50, 0.5),
    p99: Math.max(...p99),
    errors,
    cpuMicros: (cpu * 1e6) / answers,
  });
  return { measured: figures(sides.bff), yardstick: figures(sides.bare) };
}

export async function loadTest(bff) {
  const bare = await startBare();
  try {
    const buyerCookie = await logIn(bff.origin, DEMO_BUYER);
    const scenarios = [
      { name: `GET ${LISTING} (visitor)`, options: { url: bff.origin + LISTING } },
      {
        name: `GET ${BUYER_LISTING.replace('/api/products', '…')} (buyer)`,
        options: { url: bff.origin + BUYER_LISTING, headers: { cookie: buyerCookie } },
      },
      { name: 'GET /api/products/1 (visitor)', options: { url: `${bff.origin}/api/products/1` } },
      {
        name: 'GET /api/products/1 (buyer)',
        options: { url: `${bff.origin}/api/products/1`, headers: { cookie: buyerCookie } },
      },
      { name: 'POST /api/orders (buyer, basket line + submit)', orders: true },
    ];
    const cookies = await registerBuyers(bff.origin, CONNECTIONS);
    // Warm both (JIT, SQLite page cache) before anything is counted.
    await run({ url: `${bare.origin}/json`, duration: 1 });
    await run({ url: bff.origin + LISTING, duration: 1 });

    const rows = [];
    for (const scenario of scenarios) {
      // Reads alternate with the bare route (paired); an order run needs its whole time in one piece.
      const { measured, yardstick } = scenario.orders
        ? {
            yardstick: summary(await run({ url: `${bare.origin}/json` })),
            measured: await orderSubmits(bff.origin, cookies),
          }
        : await paired(bare, bff, scenario.options);
      rows.push({
        route: scenario.name,
        'req/s': Math.round(measured.rps),
        // An order run's latencies are its own timings; a read's are autocannon's whole milliseconds.
        'p50 ms': scenario.orders ? measured.p50.toFixed(1) : cannonMs(measured.p50),
        'p99 ms': scenario.orders ? measured.p99.toFixed(1) : cannonMs(measured.p99),
        errors: measured.errors,
        'bare req/s': Math.round(yardstick.rps),
        'bare p50/p99 ms': `${cannonMs(yardstick.p50)}/${cannonMs(yardstick.p99)}`,
        ratio: (measured.rps / yardstick.rps).toFixed(2),
        'CPU µs/answer (bare)': measured.cpuMicros
          ? `${measured.cpuMicros.toFixed(1)} (${yardstick.cpuMicros.toFixed(1)})`
          : '',
        'CPU ratio': measured.cpuMicros ? (yardstick.cpuMicros / measured.cpuMicros).toFixed(2) : '',
      });
      if (measured.note)
        console.log(`  ${scenario.name}: ${measured.note} ${JSON.stringify(measured.statuses)}`);
    }
    table(
      `BFF load — autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, vs a bare Fastify JSON route (reads: ${SLICES} alternating slices each; goal: ratio ≥ 0.5)`,
      rows,
    );
    return rows;
  } finally {
    await bare.stop();
  }
}
