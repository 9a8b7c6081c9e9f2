#!/usr/bin/env node
/**
 * `npm run bench [-- weight photos load build lighthouse office cluster orders redeploy] [--verbose]`: performance figures of the
 * shop, printed as Markdown tables (numbers, not pass/fail). Without section names every section runs but the
 * on-demand ones, which take minutes and are run when named:
 * - `office` seeds 100 000 order requests per engine: `npm run bench -- office` (PostgreSQL too with
 *   BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * - `cluster` (cluster.mjs, ~1.5 minutes) starts three BFF instances on PostgreSQL (BENCH_DATABASE_URL,
 *   TEST_DATABASE_URL or the local `test` database) behind HAProxy: read throughput straight to one instance,
 *   through HAProxy to one and to three, and order-submit latency through HAProxy to three. Skipped without
 *   HAProxy.
 * - `orders` (order-transaction.mjs, 2–5 minutes) times an order's own transaction straight on the database against
 *   `POST /api/orders` over HTTP, one fresh basket per submit, on SQLite and on PostgreSQL (BENCH_DATABASE_URL,
 *   TEST_DATABASE_URL or the local `test` database; that half is skipped if it does not answer).
 * - `redeploy` (redeploy.mjs, ~30 s) deploys the catalogue, visits /ready-to-ship, builds the catalogue again
 *   with one string changed, deploys it and visits again in the same browser: the JS fetched again.
 */
import { pageWeight } from './page-weight.mjs';
import { startBff } from './util.mjs';

const SECTIONS = [
  'weight',
  'photos',
  'load',
  'build',
  'lighthouse',
  'office',
  'cluster',
  'orders',
  'redeploy',
];
/** Run only when named. */
const ON_DEMAND = ['office', 'cluster', 'orders', 'redeploy'];
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const chosen = args.filter((a) => SECTIONS.includes(a));
const unknown = args.filter((a) => !a.startsWith('--') && !SECTIONS.includes(a));
if (unknown.length) {
  console.error(`unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const run = new Set(chosen.length ? chosen : SECTIONS.filter((s) => !ON_DEMAND.includes(s)));

console.log(`# Bench ${new Date().toISOString().slice(0, 10)} — Node ${process.version}`);

if (run.has('build')) {
  const { buildTimes } = await import('./build-time.mjs');
  await buildTimes();
}

if (run.has('weight') || run.has('photos') || run.has('load') || run.has('lighthouse')) {
  const bff = await startBff({ port: Number(process.env.BENCH_PORT ?? 3150) });
  try {
    if (run.has('weight')) await pageWeight(bff.origin, { verbose });
    if (run.has('photos')) {
      const { photoBytes } = await import('./photos.mjs');
      await photoBytes(bff.origin);
    }
    if (run.has('lighthouse')) {
      const { lighthouseScores } = await import('./lighthouse.mjs');
      await lighthouseScores(bff.origin);
    }
    if (run.has('load')) {
      const { loadTest } = await import('./load.mjs');
      await loadTest(bff);
    }
  } finally {
    await bff.stop();
  }
}

if (run.has('office')) {
  const { officeBench } = await import('./office.mjs');
  await officeBench({ port: Number(process.env.BENCH_PORT ?? 3150) });
}

if (run.has('orders')) {
  const { orderTransactionBench } = await import('./order-transaction.mjs');
  await orderTransactionBench();
}

if (run.has('redeploy')) {
  const { redeployCost } = await import('./redeploy.mjs');
  await redeployCost({ port: Number(process.env.BENCH_PORT ?? 3150) });
}

if (run.has('cluster')) {
  const { clusterBench } = await import('./cluster.mjs');
  await clusterBench();
}
