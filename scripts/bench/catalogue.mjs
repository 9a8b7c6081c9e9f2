// `npm run bench -- catalogue`: the shop's listing with a large catalogue. For each engine (SQLite in a fresh
// DATA_DIR; PostgreSQL in a fresh schema of BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards) it
// seeds BENCH_CATALOGUE_PRODUCTS (50 000) products with `npm run seed:catalogue -w @shop/bff`, starts the
// production BFF on it, logs in as the demo buyer and measures `GET /api/products` with FILTERS (colours, a
// category, price ranges, sorts, "in stock now"; buyers only: a visitor's price filter and sort are ignored, so visitors are
// measured on the rest; searches with `q`, issue 50: BENCH_CATALOGUE_FILTERS=search for those alone) at page 1 and at page 2 000, at 50 connections for BENCH_CATALOGUE_DURATION
// (3) seconds each (goal p99 ≤ 20 ms). Each is measured twice: the same URL again and again (answered from the
// BFF's catalogue cache after the first request, what a popular page costs) and a new answer every request
// (price bounds moved by cents between prices, or another page number past the last: the same rows, but a key
// the cache has not seen, so every request runs the listing's queries), new answers also at 10 connections
// (issue 48's goals: the BFF's CPU per answer, p99) and one at a time (the longest the event loop was held);
// next to the floor, `GET /api/health` as the buyer (session check, `select 1`); on PostgreSQL also the same
// statements straight on the database from a bare process at 10 connections (straight.mjs: decision 0038's
// goal, a new answer at least half their rate). Before the load, the listing's
// queries (and the facets') run through Kysely on the same database, as the route runs them: their SQL, their
// plans (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN (ANALYZE, BUFFERS)) and their time. About twelve
// minutes, so `npm run bench` runs it only when named.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { listingPage } from '../../bff/src/domain/catalogue-listing.ts';
import { catalogueFacets, forgetCatalogue, photosOf } from '../../bff/src/repositories/products.ts';
import { startStraight, straightCells, straightRun } from './straight.mjs';
import {
  cannonMs,
  cpuSeconds,
  directDb,
  logIn,
  postgresPids,
  seededBenchEngines,
  table,
  timedRuns,
  withSeededBff,
} from './util.mjs';

const PRODUCTS = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 50_000);
const DURATION_S = Number(process.env.BENCH_CATALOGUE_DURATION ?? 3);
const CONNECTIONS = 50;
const GOAL_P99_MS = 20;
/** New answers again at a load this 2-core machine can serve without queueing (as the office bench does). */
const FEW_CONNECTIONS = 10;
/**
 * Issue 48's goals for new answers (any filter, sort and page): at FEW_CONNECTIONS, at most this much of the
 * BFF's CPU per answer and this p99; one at a time, no answer holding the event loop longer than this.
 */
const GOAL_CPU_MS = 2;
const GOAL_FEW_P99_MS = 25;
const GOAL_LOOP_HOLD_MS = 10;
const DEEP_PAGE = 2000;
/** Direct runs of each listing, for its time without HTTP or load. */
const DIRECT_RUNS = 20;
/**
 * Distinct cache keys a "new answer every request" run goes through in turn: more than the BFF keeps
 * (CATALOGUE_ANSWERS_MAX, 500, the oldest dropped first), so none is ever answered from memory.
 */
const KEYS = 1024;

/**
 * The listings measured. Seeded prices end in ,49 or ,99: bounds moved up by 0–31 cents (`vary`) match the
 * same products, so every variant of a filter has the same rows and the same cost.
 */
const FILTERS = [
  {
    name: 'blue, €15–35, price low→high',
    colours: ['blue'],
    minPrice: 15,
    maxPrice: 35,
    sort: 'price-low',
  },
  {
    // Page 2 000 exists only for a filter matching 24 000 products or more: six colours of eleven.
    name: '6 colours, €5–60, price high→low',
    colours: ['beige', 'black', 'blue', 'cream', 'green', 'white'],
    minPrice: 5,
    maxPrice: 60,
    sort: 'price-high',
  },
  {
    // Catalogue order with price bounds: no counts per stretch know the price (repositories/products.ts).
    name: 'dresses, €20–40, newest',
    category: 'dresses',
    colours: [],
    minPrice: 20,
    maxPrice: 40,
    sort: 'newest',
  },
  {
    name: 'everything, €1–100, price low→high',
    colours: [],
    minPrice: 1,
    maxPrice: 100,
    sort: 'price-low',
  },
  {
    // "In stock now" (migration 024): the counts' rows of products with a free piece, by price.
    name: 'in stock now, 6 colours, €5–60, price high→low',
    colours: ['beige', 'black', 'blue', 'cream', 'green', 'white'],
    minPrice: 5,
    maxPrice: 60,
    sort: 'price-high',
    inStock: true,
  },
  {
    // In catalogue order with price bounds (buyers: the walk of products_listing_idx), by stretch (visitors).
    name: 'in stock now, everything, €1–100, newest',
    colours: [],
    minPrice: 1,
    maxPrice: 100,
    sort: 'newest',
    inStock: true,
  },
  // Searches (issue 50), combined with filters and sorts: the search index's words (migration 026), ranked.
  {
    name: 'search "forema maxi" (Greeklish, 2 words), €5–60, newest',
    q: 'forema maxi',
    colours: [],
    minPrice: 5,
    maxPrice: 60,
    sort: 'newest',
  },
  {
    name: 'search "froema" (a typo), 6 colours, €5–60, price high→low',
    q: 'froema',
    colours: ['beige', 'black', 'blue', 'cream', 'green', 'white'],
    minPrice: 5,
    maxPrice: 60,
    sort: 'price-high',
  },
  {
    name: 'search "κεντ" (typing), in stock now, €1–100, price low→high',
    q: 'κεντ',
    colours: [],
    minPrice: 1,
    maxPrice: 100,
    sort: 'price-low',
    inStock: true,
  },
  {
    // A collection's name, the size of search issue 50's goals are met for (about a thousand matches).
    name: 'search "naxos" (a collection), in stock now, €1–100, price low→high',
    q: 'naxos',
    colours: [],
    minPrice: 1,
    maxPrice: 100,
    sort: 'price-low',
    inStock: true,
  },
  {
    name: 'search "CA-0012" (a code typed), €1–100, newest',
    q: 'CA-0012',
    colours: [],
    minPrice: 1,
    maxPrice: 100,
    sort: 'newest',
  },
];

/**
 * BENCH_CATALOGUE_FILTERS=search: the searches only (or =filters: the rest only); both by default.
 */
const ONLY = process.env.BENCH_CATALOGUE_FILTERS?.toLowerCase();
const BENCHED = FILTERS.filter((f) => !ONLY || (ONLY === 'search') === (f.q !== undefined));

/**
 * Stock for the seeded catalogue when its seed gave none (what "in stock now" filters on): by catalogue
 * position, 3 products in 5 hold pieces of one size, 1 in 5 holds none (tracked, out of stock), 1 in 5 is not
 * tracked. Written through the triggers (products.in_stock, the counts), then vacuumed as the seed does.
 */
async function stockCatalogue(engine) {
  const { db } = directDb(engine);
  try {
    const held = await db.selectFrom('product_stock').select('product_id').limit(1).execute();
    if (held.length === 0) {
      await sql`insert into product_stock (product_id, size, on_hand, reserved)
        select id, 'M', case when abs(position) % 5 = 3 then 0 else 20 end, 0 from products
        where abs(position) % 5 <> 4`.execute(db);
    }
    if (engine.name === 'SQLite') await sql`analyze`.execute(db);
    else
      await sql`vacuum analyze products, product_stock, product_price_counts, product_position_counts`.execute(
        db,
      );
    const { n } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'published')
      .where('in_stock', '=', 1)
      .executeTakeFirstOrThrow();
    console.log(`${engine.name}: ${n} published products in stock now`);
  } finally {
    await db.destroy();
  }
}

/** The URL of a listing; `variant` (0 … KEYS - 1) makes a key of its own with the same rows. */
function listingPath(filter, who, page, variant = null) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  if (filter.colours.length > 0) params.set('colours', filter.colours.join(','));
  if (filter.inStock) params.set('inStock', 'true');
  if (who === 'buyer') {
    const up = variant === null ? 0 : variant % 32;
    const upMax = variant === null ? 0 : Math.floor(variant / 32) % 32;
    params.set('minPrice', ((filter.minPrice * 100 + up) / 100).toFixed(2));
    params.set('maxPrice', ((filter.maxPrice * 100 + upMax) / 100).toFixed(2));
    params.set('sort', filter.sort);
    params.set('page', String(page));
  } else {
    // A visitor's key has no price: only a page number past the last one (served as the last) is new.
    params.set('page', String(variant === null ? page : page + variant));
  }
  return `/api/products?${params}`;
}

/** The repository's filter and sort as the route makes them of the query. */
function routeArguments(filter, who) {
  const base = { category: filter.category, colours: filter.colours, inStock: filter.inStock === true };
  const q = filter.q ?? '';
  if (who === 'visitor') return { filter: base, sort: 'newest', q };
  return {
    filter: {
      ...base,
      minCents: Math.round(filter.minPrice * 100),
      maxCents: Math.round(filter.maxPrice * 100),
    },
    sort: filter.sort,
    q,
  };
}

/**
 * The listing's database work as the route does it (routes/api/products/index.ts): its page (listingPage: the
 * count, for the page count, then the page served) and the page's photos.
 */
async function routeListing(db, { filter, sort, q }, page) {
  const { rows, total, served, pageCount } = await listingPage(db, filter, sort, page, q);
  await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return { total, served, pageCount };
}

function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Until the BFF's CPU rests (under 10 % for half a second), at most five minutes. */
async function idle(pid) {
  const deadline = Date.now() + 300_000;
  let before = cpuSeconds(pid);
  while (before !== null && Date.now() < deadline) {
    await sleep(500);
    const now = cpuSeconds(pid);
    if (now === null || now - before < 0.05) return;
    before = now;
  }
}

/**
 * A load run, then a wait until the BFF has answered what autocannon left queued: a slow run must not slow
 * the next one down. A health check is no sign (the event loop answers it between the queued requests);
 * the BFF's CPU at rest is, and a listing of its own (queued behind the pool's waiting queries) before a
 * last look.
 */
async function run(options, bff) {
  const pgPids = postgresPids();
  const pgCpu = () => pgPids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  const [bffBefore, pgBefore] = [cpuSeconds(bff.pid), pgCpu()];
  const result = await autocannonRun(options);
  // CPU per answer (ms): the BFF's (all its threads) and PostgreSQL's (every server process: an idle
  // machine's other users count too; ≈ 0 on SQLite).
  const answers = Math.max(1, result.requests.total);
  result.bffCpuMs = ((cpuSeconds(bff.pid) - bffBefore) * 1000) / answers;
  result.pgCpuMs = ((pgCpu() - pgBefore) * 1000) / answers;
  await idle(bff.pid);
  // A page (past the end: the last one) no run asks for, most likely: a new answer.
  const probe = listingPath(FILTERS[0], 'buyer', 5000 + Math.floor(Math.random() * 5000));
  await fetch(bff.origin + probe, { headers: options.headers, signal: AbortSignal.timeout(300_000) });
  await idle(bff.pid);
  return result;
}

/** A query's plan lines, and in short: the indexes it reads, whether it scans the table or sorts. */
async function explain(engine, raw, query) {
  let lines;
  if (engine.name === 'SQLite') {
    lines = raw
      .prepare(`explain query plan ${query.sql}`)
      .all(...query.parameters)
      .map((r) => r.detail);
  } else {
    const { rows } = await raw.query(`explain (analyze, buffers) ${query.sql}`, query.parameters);
    lines = rows.map((r) => r['QUERY PLAN']);
  }
  const text = lines.join('\n');
  const indexes = [
    ...new Set(
      [...text.matchAll(/(?:USING (?:COVERING )?INDEX|Index (?:Only )?Scan (?:Backward )?using) (\w+)/g)].map(
        (m) => m[1],
      ),
    ),
  ];
  const scan = /^SCAN products$|^SCAN products USING|Seq Scan on products/m.test(text)
    ? /Seq Scan|^SCAN products$/m.test(text)
      ? 'table scan'
      : 'index walk'
    : 'index search';
  const sorts = /USE TEMP B-TREE FOR ORDER BY|(^|\s)Sort(\s|$)|Incremental Sort/m.test(text);
  const time = text.match(/Execution Time: ([\d.]+) ms/)?.[1];
  return { lines, indexes, scan, sorts, time };
}

const kindOf = (sql) =>
  /sum\("n"\)/.test(sql)
    ? 'counts'
    : /from "product_photos"/.test(sql)
      ? 'photos'
      : /from "search_word_variants"/.test(sql)
        ? 'typos'
        : /count\(\*\)/.test(sql)
          ? 'search count'
          : 'rows';

/** Each listing through Kysely: its queries, their plans, its time. */
async function inspect(engine, cases) {
  const { db, events, raw } = directDb(engine);
  const rows = [];
  const plans = [];
  /** Each case's statements, for the same run straight on the database (straight.mjs). */
  const statements = {};
  try {
    for (const c of [...cases, { facets: true }]) {
      // A filter's first request (nothing counted yet, as for every price range the BFF has not seen), as
      // the route would make it; the facets as the first answer of each minute computes them.
      const call = c.facets
        ? () => catalogueFacets(db)
        : () => {
            forgetCatalogue(db);
            return routeListing(db, routeArguments(c.filter, c.who), c.page);
          };
      await call(); // warm: page cache, plan cache
      events.length = 0;
      const result = await call();
      const queries = events.filter((e) => e.level === 'query').map((e) => e.query);
      if (!c.facets)
        statements[caseKey(c)] = queries.map((q) => ({ sql: q.sql, parameters: [...q.parameters] }));
      const times = await timedRuns(call, DIRECT_RUNS);
      const explained = [];
      for (const query of queries) {
        if (kindOf(query.sql) === 'photos') continue;
        const offset = query.sql.includes('offset') ? query.parameters.at(-1) : null;
        const plan = await explain(engine, raw, query);
        const kind = c.facets
          ? (query.sql.match(/group by "(\w+)"/)?.[1] ?? 'price bounds')
          : kindOf(query.sql);
        explained.push({ kind, offset, ...plan });
        if (!c.facets) plans.push({ engine: engine.name, case: c, query, offset, ...plan });
      }
      rows.push({
        engine: engine.name,
        who: c.facets ? '' : c.who,
        filter: c.facets ? 'facets (the first answer of each minute)' : c.filter.name,
        page: c.facets ? '' : `${c.page} → ${result.served} of ${result.pageCount}`,
        total: c.facets ? '' : result.total,
        queries: queries.length,
        // The least is the query's own cost on a busy machine; the median and max, what the machine made of it.
        'ms (min)': times[0].toFixed(2),
        'ms (median)': times[Math.floor(times.length / 2)].toFixed(2),
        'ms (max)': times.at(-1).toFixed(2),
        plans: explained
          .map(
            (p) =>
              `${p.kind}${p.offset ? ` @${p.offset}` : ''}: ${p.indexes.join('+') || p.scan}${p.sorts ? ' + sort' : ''}${p.scan === 'table scan' ? ' (TABLE SCAN)' : ''}`,
          )
          .join('; '),
      });
    }
  } finally {
    await db.destroy();
  }
  return { rows, plans, statements };
}

const caseKey = (c) => `${c.who} ${c.filter.name} ${c.page}`;

async function load(bff, cookie, cases, straight) {
  const { origin } = bff;
  const headers = (who) => ({ accept: 'application/json', ...(who === 'buyer' ? { cookie } : {}) });
  // Warm-up: JIT, the statement cache, the database's pages.
  await run(
    { url: origin + listingPath(FILTERS[0], 'buyer', 1), headers: headers('buyer'), duration: 2 },
    bff,
  );
  const rows = [];
  // The floor: HTTP, the buyer's session check and a `select 1`, no listing.
  const floor = await run({ url: `${origin}/api/health`, headers: headers('buyer') }, bff);
  // What holds the event loop besides the listing (garbage collection, timers), one request at a time.
  await bff.probe();
  await run({ url: `${origin}/api/health`, headers: headers('buyer'), connections: 1, duration: 2 }, bff);
  const floorHold = await bff.probe();
  rows.push({
    who: 'buyer',
    filter: 'GET /api/health (the floor: session check, select 1)',
    page: '',
    'cached p50': cannonMs(floor.latency.p50),
    'cached p99': cannonMs(floor.latency.p99),
    'cached req/s': Math.round(floor.requests.average),
    'new p50': '–',
    'new p99': '–',
    'new req/s': '–',
    [`new p99 at ${FEW_CONNECTIONS} conn.`]: '–',
    ...straightCells(null, null, FEW_CONNECTIONS),
    'BFF CPU ms/answer': floor.bffCpuMs.toFixed(2),
    'PG CPU ms/answer': floor.pgCpuMs.toFixed(2),
    'loop held max (ms)': floorHold.maxMs,
    [`cached p99 ≤ ${GOAL_P99_MS} ms`]: floor.latency.p99 <= GOAL_P99_MS ? 'yes' : 'NO',
    'new answers within goals': '–',
    errors: floor.non2xx + floor.errors + floor.timeouts,
  });
  for (const c of cases) {
    const fixed = await run(
      { url: origin + listingPath(c.filter, c.who, c.page), headers: headers(c.who) },
      bff,
    );
    let fresh = null;
    let few = null;
    let hold = null;
    let straightFew = null;
    if (c.who === 'buyer' || c.page > 1) {
      let k = 0;
      const varied = {
        url: origin,
        headers: headers(c.who),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: listingPath(c.filter, c.who, c.page, k++ % KEYS) }),
          },
        ],
      };
      fresh = await run(varied, bff);
      few = await run({ ...varied, connections: FEW_CONNECTIONS }, bff);
      if (straight) {
        straightFew = await straightRun(straight, caseKey(c), {
          connections: FEW_CONNECTIONS,
          duration: DURATION_S,
        });
      }
      // One request at a time: the longest any one new answer held the event loop.
      await bff.probe();
      await run({ ...varied, connections: 1, duration: 2 }, bff);
      hold = await bff.probe();
    }
    // A run that got no answer at all has no latency to show (autocannon says 0).
    const answered = (r) => r && r.requests.total > 0;
    const cells = (r, label) =>
      answered(r)
        ? {
            [`${label} p50`]: cannonMs(r.latency.p50),
            [`${label} p99`]: cannonMs(r.latency.p99),
            [`${label} req/s`]: Math.round(r.requests.average),
          }
        : { [`${label} p50`]: '–', [`${label} p99`]: '–', [`${label} req/s`]: '–' };
    const within =
      answered(few) &&
      few.bffCpuMs <= GOAL_CPU_MS &&
      few.latency.p99 <= GOAL_FEW_P99_MS &&
      hold.maxMs <= GOAL_LOOP_HOLD_MS;
    rows.push({
      who: c.who,
      filter: c.filter.name,
      page: c.page,
      ...cells(fixed, 'cached'),
      ...cells(fresh, 'new'),
      [`new p99 at ${FEW_CONNECTIONS} conn.`]: answered(few) ? cannonMs(few.latency.p99) : '–',
      ...straightCells(few, straightFew, FEW_CONNECTIONS),
      'BFF CPU ms/answer': answered(few) ? few.bffCpuMs.toFixed(2) : '–',
      'PG CPU ms/answer': answered(few) ? few.pgCpuMs.toFixed(2) : '–',
      'loop held max (ms)': hold ? hold.maxMs : '–',
      [`cached p99 ≤ ${GOAL_P99_MS} ms`]: answered(fixed) && fixed.latency.p99 <= GOAL_P99_MS ? 'yes' : 'NO',
      'new answers within goals': few ? (within ? 'yes' : 'NO') : '–',
      errors:
        fixed.non2xx +
        fixed.errors +
        fixed.timeouts +
        (fresh ? fresh.non2xx + fresh.errors + fresh.timeouts : 0) +
        (few ? few.non2xx + few.errors + few.timeouts : 0),
    });
  }
  return rows;
}

/** One engine: seed, start, log in, inspect, load, clean up. */
async function bench(engine, port, cases) {
  console.log(`\n## ${engine.name}: seeding ${PRODUCTS} products`);
  return withSeededBff(engine, { port, seedArgs: ['--products', String(PRODUCTS)] }, async (bff) => {
    await stockCatalogue(engine);
    const cookie = await logIn(bff.origin);
    const inspected = await inspect(engine, cases);
    const straight = engine.name === 'SQLite' ? null : await startStraight(engine, inspected.statements);
    try {
      if (straight) {
        // Warm-up: its pool's connections (whose CPU is counted from the next run on), the JIT.
        await straightRun(straight, caseKey(cases[0]), { connections: FEW_CONNECTIONS, duration: 2 });
      }
      const measured = await load(bff, cookie, cases, straight);
      return { ...inspected, measured: measured.map((r) => ({ engine: engine.name, ...r })) };
    } finally {
      await straight?.stop();
    }
  });
}

export async function catalogueBench({ port = 3150 } = {}) {
  // No sample photos: the seeded products have none, and writing them into PostgreSQL on start can outlast
  // Fastify's plugin timeout on a busy machine.
  const engines = seededBenchEngines('catalogue', { SEED_PHOTOS: '0' });

  const cases = [];
  for (const who of ['buyer', 'visitor'])
    for (const filter of BENCHED) for (const page of [1, DEEP_PAGE]) cases.push({ who, filter, page });

  const inspected = [];
  const plans = [];
  const measured = [];
  for (const engine of engines) {
    const result = await bench(engine, port, cases);
    inspected.push(...result.rows);
    plans.push(...result.plans);
    measured.push(...result.measured);
  }

  console.log('\n### Plans of the buyer listings (colour, price range, price sort)\n');
  const shown = new Set();
  for (const p of plans.filter((p) => p.case.who === 'buyer')) {
    // A query two cases share (a page past the end is the last page): each once.
    const key = `${p.engine}\n${p.query.sql}\n${JSON.stringify(p.query.parameters)}`;
    if (shown.has(key)) continue;
    shown.add(key);
    const what = `${p.case.filter.name}, page ${p.case.page}: ${kindOf(p.query.sql)}${p.offset ? ` at offset ${p.offset}` : ''}`;
    console.log(`${p.engine} — ${what}`);
    console.log(['```sql', p.query.sql, `-- ${JSON.stringify(p.query.parameters)}`, '```'].join('\n'));
    console.log(['```', ...p.lines, '```'].join('\n'));
  }
  const bad = plans.filter((p) => p.scan === 'table scan' || p.indexes.length === 0);
  console.log(
    bad.length
      ? `\nQueries reading products without an index: ${bad.map((p) => `${p.engine} ${p.case.who} ${p.case.filter.name} page ${p.case.page} ${kindOf(p.query.sql)}`).join('; ')}`
      : '\nEvery listing query reads products through an index.',
  );
  table(
    `Listing queries, run directly as the route runs them for a filter's first request (Kysely, no HTTP, no load): least, median and max of ${DIRECT_RUNS} runs`,
    inspected,
  );
  table(
    `Catalogue listing — ${PRODUCTS} products, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each, ms (cached: the same URL, goal p99 ≤ ${GOAL_P99_MS} ms; new: a new answer every request, goals at ${FEW_CONNECTIONS} connections ≤ ${GOAL_CPU_MS} ms of BFF CPU per answer and p99 ≤ ${GOAL_FEW_P99_MS} ms, one at a time no event-loop hold over ${GOAL_LOOP_HOLD_MS} ms)`,
    measured,
  );
  return { inspected, measured };
}
