#!/usr/bin/env node
/**
 * `npm run bench [-- weight photos load build lighthouse firstview interactions suggestions office catalogue cluster orders redeploy import] [--verbose]`: performance figures of the
 * shop, printed as Markdown tables (numbers, not pass/fail). Without section names every section runs but the
 * on-demand ones, which take minutes and are run when named:
 * - `office` seeds 100 000 order requests per engine: `npm run bench -- office` (PostgreSQL too with
 *   BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * - `catalogue` (catalogue.mjs, ~4 minutes) seeds 50 000 products per engine (`npm run seed:catalogue -w
 *   @shop/bff`) and measures the listing with a colour, a price range and a price sort at pages 1 and 2 000, with
 *   the plans of its queries: `npm run bench -- catalogue` (PostgreSQL too with BENCH_DATABASE_URL or
 *   TEST_DATABASE_URL).
 * - `cluster` (cluster.mjs, ~1.5 minutes) starts three BFF instances on PostgreSQL (BENCH_DATABASE_URL,
 *   TEST_DATABASE_URL or the local `test` database) behind HAProxy: read throughput straight to one instance,
 *   through HAProxy to one and to three, and order-submit latency through HAProxy to three. Skipped without
 *   HAProxy.
 * - `interactions` (interactions.mjs, ~8 minutes) times clicks as INP counts them (input to next paint), 4× CPU
 *   slowdown (`--cpu=6`: a slower phone), 375 px wide, demo buyer, fresh page per run: `--runs=N` (default 10), `--only=filters,language,…`
 *   (the interactions' keys), `--trace=<folder>` (a Chrome trace of one more, uncounted press of each, for
 *   DevTools' Performance panel), `--verbose` (each press's entries and long animation frames).
 * - `suggestions` (suggestions.mjs, ~1 minute) types searches into the top bar in Chromium and times each
 *   suggestions answer to the frame that draws it (`--cpu=N`, default 1).
 * - `firstview` (first-view-work.mjs, ~4 minutes) loads each page's first view at 4× CPU, alternating with a bare
 *   page of the same libraries and 12 cards (bare-page.mjs): scripting and its ratio, long tasks (`--runs=N`).
 * - `redeploy` (redeploy.mjs, ~1 min) deploys the catalogue, visits /ready-to-ship, builds the catalogue again
 *   with one string changed, deploys it and visits again in the same browser: the JS fetched again. Then
 *   the same for the shell.
 * - `orders` (order-transaction.mjs, 2–5 minutes) times an order's own transaction straight on the database against
 *   `POST /api/orders` over HTTP, one fresh basket per submit, on SQLite and on PostgreSQL (BENCH_DATABASE_URL,
 *   TEST_DATABASE_URL or the local `test` database; that half is skipped if it does not answer).
 * - `soak` (soak.mjs, `--minutes=N`, default 30) runs one BFF under a steady mix of visitors, buyers and staff
 *   and prints its resident memory over time, its slope over the last 20 minutes and where the memory is.
 * - `import` (import.mjs, ~15 s) times `/api/health` at 10 connections alone and while the demo staff member
 *   checks a product file back to back: 2 000 new products, and 20 000 columns × 4 000 lines.
 */
import { pageWeight } from './page-weight.mjs';
import { startBff } from './util.mjs';

const SECTIONS = [
  'weight',
  'photos',
  'load',
  'build',
  'lighthouse',
  'firstview',
  'interactions',
  'suggestions',
  'office',
  'catalogue',
  'cluster',
  'orders',
  'redeploy',
  'import',
  'soak',
];
/** Run only when named. */
const ON_DEMAND = [
  'firstview',
  'interactions',
  'suggestions',
  'office',
  'catalogue',
  'cluster',
  'orders',
  'redeploy',
  'soak',
];
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
/** `--name=value` options (the interactions section's). */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
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

if (
  run.has('weight') ||
  run.has('photos') ||
  run.has('load') ||
  run.has('lighthouse') ||
  run.has('firstview')
) {
  const bff = await startBff({ port: Number(process.env.BENCH_PORT ?? 3150) });
  try {
    if (run.has('weight')) await pageWeight(bff.origin, { verbose });
    if (run.has('photos')) {
      const { photoBytes } = await import('./photos.mjs');
      await photoBytes(bff.origin);
    }
    if (run.has('firstview')) {
      const { firstViewWork } = await import('./first-view-work.mjs');
      await firstViewWork(bff.origin, {
        runs: Number(option('runs') ?? 7),
        cpu: Number(option('cpu') ?? 4),
        verbose,
      });
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

if (run.has('interactions')) {
  const { interactionLatency } = await import('./interactions.mjs');
  const bff = await startBff({ port: Number(process.env.BENCH_PORT ?? 3150) });
  try {
    await interactionLatency(bff.origin, {
      runs: Number(option('runs') ?? 10),
      cpu: Number(option('cpu') ?? 4),
      only: option('only')?.split(',') ?? null,
      traceDir: option('trace') ?? null,
      verbose,
    });
  } finally {
    await bff.stop();
  }
}

if (run.has('suggestions')) {
  const { suggestionFrames } = await import('./suggestions.mjs');
  const bff = await startBff({ port: Number(process.env.BENCH_PORT ?? 3150) });
  try {
    await suggestionFrames(bff.origin, { cpu: Number(option('cpu') ?? 1) });
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

if (run.has('catalogue')) {
  const { catalogueBench } = await import('./catalogue.mjs');
  await catalogueBench({ port: Number(process.env.BENCH_PORT ?? 3150) });
}

if (run.has('soak')) {
  const { soakBench } = await import('./soak.mjs');
  await soakBench({ port: Number(process.env.BENCH_PORT ?? 3150), minutes: Number(option('minutes') ?? 30) });
}

if (run.has('redeploy')) {
  const { redeployCost } = await import('./redeploy.mjs');
  await redeployCost({ port: Number(process.env.BENCH_PORT ?? 3150) });
}

if (run.has('cluster')) {
  const { clusterBench } = await import('./cluster.mjs');
  await clusterBench();
}

if (run.has('import')) {
  const { importBench } = await import('./import.mjs');
  await importBench({ port: Number(process.env.BENCH_PORT ?? 3150) });
}
