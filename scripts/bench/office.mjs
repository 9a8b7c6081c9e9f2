// `npm run bench -- office`: the office's lists with a year of business. For each engine (SQLite in a fresh
// DATA_DIR; PostgreSQL in a fresh schema of BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards) it
// seeds BENCH_OFFICE_ORDERS (100 000) order requests with `npm run seed:office -w bff`, starts the production
// BFF on it, logs in as the demo staff member and measures each list at 50 connections (goal p99 ≤ 25 ms),
// then the inbox counts, next to the floor (`/api/office/me`: the same session check, no list). Before the
// load, each list query (and the other lists' first page, status filter and search) runs through Kysely on
// the same database: its plan (EXPLAIN QUERY PLAN / EXPLAIN), whether it reads its whole table, its time and
// how many queries one page costs. On PostgreSQL each loaded list is measured at 10 connections next to its
// statements run straight on the database from a bare process (straight.mjs; decision 0038: at least half
// their rate). Takes about two minutes, so `npm run bench` runs it only when named.
import autocannon from 'autocannon';
import {
  inboxCounts,
  listBuyers,
  listContactMessages,
  listRequests,
  listSampleRequests,
} from '../../bff/src/domain/office/lists.ts';
import { DEMO_STAFF } from '../../bff/src/seed/staff.ts';
import { startStraight, straightCells, straightRun } from './straight.mjs';
import { cannonMs, directDb, logIn, seededBenchEngines, table, timedRuns, withSeededBff } from './util.mjs';

const ORDERS = Number(process.env.BENCH_OFFICE_ORDERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_OFFICE_DURATION ?? 3);
const CONNECTIONS = 50;
/** The same lists at a load this 2-core machine can serve without queueing (see docs/performance.md). */
const FEW_CONNECTIONS = 10;
const GOAL_P99_MS = 25;
/** Direct runs of each list query, for its time without HTTP or load. */
const DIRECT_RUNS = 20;

const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The filters to measure, found in the seeded data. */
async function scenarios(db, origin, cookie) {
  const top = await db
    .selectFrom('order_requests')
    .select(['buyer_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('buyer_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  // A buyer with a Latin name at the 10th percentile by orders (200th of 2 000): its name's start, as typed.
  const latin = await db
    .selectFrom('buyers')
    .innerJoin('order_requests', 'order_requests.buyer_id', 'buyers.id')
    .select(['buyers.business_name', (eb) => eb.fn.countAll().as('n')])
    .where('buyers.email', 'like', '%@office-seed.example')
    .where('buyers.business_name', '>=', 'A')
    .where('buyers.business_name', '<', 'Z')
    .groupBy(['buyers.id', 'buyers.business_name'])
    .orderBy('n', 'desc')
    .execute();
  const namePrefix = latin[Math.floor(latin.length / 10)].business_name.slice(0, 10).trim();
  // Requests of some 200 days ago: a reference without its last digit (10 orders / custom requests match).
  const oldReference = async (table) =>
    (
      await db
        .selectFrom(table)
        .select('reference')
        .where('created_at', '<', new Date(Date.now() - 200 * DAY_MS).toISOString())
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).reference.slice(0, -1);
  const referencePrefix = await oldReference('order_requests');

  // The 50th page: follow nextCursor as the office would.
  let cursor = null;
  for (let page = 1; page < 50; page++) {
    const res = await fetch(`${origin}/api/office/orders${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { cookie, accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`page ${page} answered ${res.status}: ${await res.text()}`);
    cursor = (await res.json()).nextCursor;
    if (!cursor) throw new Error(`only ${page} pages of order requests`);
  }

  const from = day(61 * DAY_MS);
  const to = day(31 * DAY_MS);
  const orders = (name, filters) => ({ list: 'orders', table: 'order_requests', name, filters, load: true });
  const other = (list, table, name, filters) => ({ list, table, name: `${list}: ${name}`, filters });
  return [
    orders('first page', {}),
    orders('status=submitted', { status: 'submitted' }),
    orders(`buyer (largest, ${top.n} orders)`, { buyer: top.buyer_id }),
    orders(`from ${from} to ${to}`, { from, to }),
    orders(`q=${referencePrefix} (reference)`, { q: referencePrefix }),
    orders(`q=${namePrefix} (business name, few orders)`, { q: namePrefix }),
    // A word many Greek shops' names start with, typed as people type it (the search ignores case and accents).
    orders('q=Μπουτίκ (business name, many orders)', { q: 'Μπουτίκ' }),
    orders('page 50 (cursor)', { cursor }),
    // The other lists, planned and timed but not loaded.
    other('custom requests', 'custom_requests', 'first page', {}),
    other('custom requests', 'custom_requests', 'q=reference', { q: await oldReference('custom_requests') }),
    other('custom requests', 'custom_requests', 'q=business name', { q: namePrefix }),
    other('samples', 'sample_requests', 'first page', {}),
    other('samples', 'sample_requests', 'status=requested', { status: 'requested' }),
    other('samples', 'sample_requests', 'q=business name', { q: namePrefix }),
    other('contact messages', 'contact_messages', 'first page', {}),
    other('contact messages', 'contact_messages', 'status=open', { status: 'open' }),
    other('contact messages', 'contact_messages', 'q=company name', { q: namePrefix }),
    other('buyers', 'buyers', 'first page', {}),
    other('buyers', 'buyers', 'status=pending', { status: 'pending' }),
    other('buyers', 'buyers', 'q=business name', { q: namePrefix }),
  ];
}

const LISTS = {
  orders: (db, filters) => listRequests(db, 'order', filters),
  'custom requests': (db, filters) => listRequests(db, 'custom', filters),
  samples: (db, filters) => listSampleRequests(db, filters, 'en'),
  'contact messages': (db, filters) => listContactMessages(db, filters),
  buyers: (db, filters) => listBuyers(db, filters),
};

/**
 * How the engine reads `table` for a query: `table scan`, `index walk` (an index read in order from the newest
 * row, the filters checked row by row until the page is full: as costly as the rows it passes) or `index
 * search` (a seek to the rows asked for). With the plan lines.
 */
async function explain(engine, raw, query, table) {
  if (engine.name === 'SQLite') {
    const rows = raw.prepare(`explain query plan ${query.sql}`).all(...query.parameters);
    const lines = rows.map((r) => r.detail);
    const scan = lines.find((l) => new RegExp(`^SCAN ${table}( |$)`).test(l));
    const access = scan ? (scan.includes('INDEX') ? 'index walk' : 'table scan') : 'index search';
    return { lines, access };
  }
  const { rows } = await raw.query(`explain ${query.sql}`, query.parameters);
  const lines = rows.map((r) => r['QUERY PLAN']);
  let access = 'index search';
  lines.forEach((l, i) => {
    if (new RegExp(`Seq Scan on ${table}( |$)`).test(l)) access = 'table scan';
    else if (
      new RegExp(`Index (Only )?Scan (Backward )?using \\w+ on ${table}( |$)`).test(l) &&
      access !== 'table scan'
    ) {
      // No Index Cond under it: the whole index, in order, filtered row by row.
      const indent = l.search(/\S/);
      let cond = false;
      for (let j = i + 1; j < lines.length && lines[j].search(/\S/) > indent && !lines[j].includes('->'); j++)
        if (lines[j].includes('Index Cond')) cond = true;
      if (!cond) access = 'index walk';
    }
  });
  return { lines, access };
}

/** Rows an index walk from the newest passes before the page is full: all of them when it never fills. */
async function rowsWalked(db, table, page, total) {
  if (!page.nextCursor) return total;
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', page.items.at(-1).createdAt)
    .executeTakeFirstOrThrow();
  return Number(n);
}

const countRows = async (db, table) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Each list query through Kysely: SQL, plan, time, queries per page. */
async function inspect(engine, cases) {
  const { db, events, raw } = directDb(engine);
  const rows = [];
  /** Each list's statements, for the same run straight on the database (straight.mjs). */
  const statements = {};
  try {
    for (const c of [...cases, { name: INBOX, inbox: true }]) {
      const call = () => (c.inbox ? inboxCounts(db) : LISTS[c.list](db, c.filters));
      await call(); // warm: page cache, plan cache
      events.length = 0;
      const result = await call();
      const queries = events.filter((e) => e.level === 'query');
      statements[c.name] = queries.map((e) => ({ sql: e.query.sql, parameters: [...e.query.parameters] }));
      const times = await timedRuns(call, DIRECT_RUNS);
      const row = {
        engine: engine.name,
        list: c.name,
        queries: queries.length,
        rows: c.inbox ? '' : result.items.length,
        'ms (median)': times[Math.floor(times.length / 2)].toFixed(2),
        'ms (max)': times.at(-1).toFixed(2),
        'reads the whole table?': '',
      };
      if (c.inbox) {
        row['reads the whole table?'] = 'counts open work only (4 lists by open status, pending buyers)';
      } else {
        const { lines, access } = await explain(engine, raw, queries[0].query, c.table);
        const total = await countRows(db, c.table);
        const walked = access === 'index walk' ? await rowsWalked(db, c.table, result, total) : 0;
        row['reads the whole table?'] =
          access === 'table scan'
            ? `YES: full scan of ${c.table} (${total} rows)`
            : access === 'index search'
              ? 'no: index search'
              : walked >= total
                ? `YES: walks all ${total} rows of ${c.table} (index order)`
                : `no: index walk, ~${walked} of ${total} rows`;
        row.whole = access === 'table scan' || walked >= total;
        row.plan = lines;
        row.table = c.table;
      }
      rows.push(row);
    }
  } finally {
    await db.destroy();
  }
  return { rows, statements };
}

const INBOX = 'inbox (counts)';

function toQuery(filters) {
  const query = new URLSearchParams(filters).toString();
  return `/api/office/orders${query ? `?${query}` : ''}`;
}

async function load(origin, cookie, cases, straight) {
  const headers = { cookie, accept: 'application/json' };
  await run({ url: origin + toQuery({}), headers, duration: 2 }); // warm-up: JIT, caches
  const rows = [];
  const measured = [
    // The floor: the same session check and HTTP, no list.
    { name: 'GET /api/office/me (session only: the floor)', path: '/api/office/me' },
    ...cases.filter((c) => c.load),
    { name: 'GET /api/office/inbox (counts)', path: '/api/office/inbox', statements: INBOX },
  ];
  for (const c of measured) {
    const url = origin + (c.path ?? toQuery(c.filters));
    const r = await run({ url, headers });
    const few = await run({ url, headers, connections: FEW_CONNECTIONS });
    const named = c.path ? c.statements : c.name;
    const straightFew =
      straight && named
        ? await straightRun(straight, named, { connections: FEW_CONNECTIONS, duration: DURATION_S })
        : null;
    rows.push({
      list: c.path ? c.name : `orders: ${c.name}`,
      'req/s': Math.round(r.requests.average),
      'p50 ms': cannonMs(r.latency.p50),
      'p99 ms': cannonMs(r.latency.p99),
      [`p99 ≤ ${GOAL_P99_MS} ms`]: r.latency.p99 <= GOAL_P99_MS ? 'yes' : 'NO',
      [`p99 ms at ${FEW_CONNECTIONS} conn.`]: cannonMs(few.latency.p99),
      [`req/s at ${FEW_CONNECTIONS}`]: Math.round(few.requests.average),
      ...straightCells(few, straightFew, FEW_CONNECTIONS),
      errors: r.non2xx + r.errors + r.timeouts + few.non2xx + few.errors + few.timeouts,
    });
  }
  return rows;
}

/** One engine: seed, start, log in, inspect, load, clean up. */
async function bench(engine, port) {
  console.log(`\n## ${engine.name}: seeding ${ORDERS} order requests`);
  return withSeededBff(engine, { port, seedArgs: ['--orders', String(ORDERS)] }, async (bff) => {
    const cookie = await logIn(bff.origin, DEMO_STAFF);
    const { db } = directDb(engine);
    let cases;
    try {
      cases = await scenarios(db, bff.origin, cookie);
    } finally {
      await db.destroy();
    }
    const { rows: inspected, statements } = await inspect(engine, cases);
    const straight = engine.name === 'SQLite' ? null : await startStraight(engine, statements);
    try {
      if (straight) {
        // Warm-up: its pool's connections (whose CPU is counted from the next run on), the JIT.
        await straightRun(straight, cases[0].name, { connections: FEW_CONNECTIONS, duration: 2 });
      }
      const measured = await load(bff.origin, cookie, cases, straight);
      return { inspected, measured: measured.map((r) => ({ engine: engine.name, ...r })) };
    } finally {
      await straight?.stop();
    }
  });
}

export async function officeBench({ port = 3150 } = {}) {
  // The bench gives the demo staff member (seeded on PostgreSQL when asked) no second factor.
  const engines = seededBenchEngines('office', {}, { STAFF_2FA: 'optional' });

  const inspected = [];
  const measured = [];
  for (const engine of engines) {
    const result = await bench(engine, port);
    inspected.push(...result.inspected);
    measured.push(...result.measured);
  }

  console.log('\n### Plans: the order-request lists, and any other list that reads its whole table\n');
  for (const row of inspected.filter((r) => r.plan && (r.table === 'order_requests' || r.whole))) {
    console.log(`${row.engine} — ${row.list} — whole table? ${row['reads the whole table?']}`);
    console.log(['```', ...row.plan, '```'].join('\n'));
  }
  const scans = inspected.filter((r) => r.whole && r.table === 'order_requests');
  console.log(
    scans.length
      ? `\nFull scans of order_requests: ${scans.map((r) => `${r.engine} ${r.list}`).join('; ')}`
      : '\nNo list query reads all of order_requests.',
  );
  table(
    `Office list queries, run directly (Kysely, no HTTP, no load): median and max of ${DIRECT_RUNS} runs`,
    inspected.map(({ plan: _p, table: _t, whole: _w, ...row }) => row),
  );
  table(
    `Office lists — ${ORDERS} order requests, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    measured,
  );
  return { inspected, measured };
}
