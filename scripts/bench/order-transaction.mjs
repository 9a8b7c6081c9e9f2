// `npm run bench -- orders`: what an order submit costs over HTTP against the same order's database work alone
// (issue 30). Per engine, in one run:
//  1. Bare: the transaction `POST /api/orders` runs — the BFF's own submitOrderWithMails, which the route calls
//     (the order read back in its transaction, its two mails rendered and put in the outbox) —
//     called in this process on a Kysely instance of its own: on SQLite from connectDatabase (the BFF's
//     pragmas and statement cache), one order after the other (SQLite has one writer); on PostgreSQL on a
//     pg Pool of CONNECTIONS_PG, that many orders in flight, then BFF_POOL (the BFF's own pool).
//  2. HTTP: `POST /api/orders` to a BFF started as `npm run bench` starts it (production, fresh data folder
//     or schema), autocannon at CONNECTIONS_SQLITE / CONNECTIONS_PG connections. The BFF sends each order's
//     two mails after its answer (.eml files in its outbox folder): the mails still unsent at the last
//     answer, and the rate counted until they are sent, are printed beside the rate of answers.
// Each on a fresh database (SQLite file; PostgreSQL schema of BENCH_DATABASE_URL, TEST_DATABASE_URL or the
// local `test` database, dropped afterwards) with the seeded catalogue. Every submit is its buyer's only
// one: buyers, their sessions and their basket line (product 1, 5 pieces) are made beforehand with the
// BFF's own functions, untimed. Both paths are warmed with WARM_UP orders, then take turns for ROUNDS rounds
// (others' jobs on the machine come and go); the BFF sends its leftover mails after each HTTP run, untimed.
// Only the submits are timed.
// Beside each figure, the CPU per order of the Node.js process doing the work (this one bare; the BFF over
// HTTP, sending the orders' mails included) and of PostgreSQL's backends serving it. PostgreSQL is skipped,
// saying why, when it does not answer. On demand (2–5 min): half of it needs PostgreSQL, and it starts BFFs
// of its own.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, migrateToLatest } from '../../bff/src/db/connect.ts';
import { addBasketLine } from '../../bff/src/domain/basket/basket.ts';
import { submitOrderWithMails } from '../../bff/src/domain/orders/submit-order.ts';
import { createBuyer } from '../../bff/src/repositories/buyers.ts';
import { createSession } from '../../bff/src/repositories/sessions.ts';
import { seedDatabase } from '../../bff/src/seed/index.ts';
import { quantile, run } from './load.mjs';
import { cpuSeconds, machineSeconds, postgresPids, startBff, table } from './util.mjs';

const ORDERS_SQLITE = Number(process.env.BENCH_ORDERS_SQLITE ?? 3000);
const ORDERS_PG = Number(process.env.BENCH_ORDERS_PG ?? 1500);
const WARM_UP = 300;
/** Bare and HTTP runs take turns, each with a ROUNDS-th of the orders. */
const ROUNDS = 3;
const CONNECTIONS_SQLITE = 10;
const CONNECTIONS_PG = 50;
/** connectDatabase's PostgreSQL pool: the BFF's connections. */
const BFF_POOL = 10;
const PG_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
/** The BFF's shop team address (config.ts's default): the team's mail names it. */
const TEAM_ADDRESS = 'team@wholesale.gr';
const LINE = { productId: '1', quantities: { S: 2, M: 3 } };
const SUBMIT = {
  deliveryOption: 'standard',
  deliveryAddress: { street: 'Ermou 12', city: 'Athens', postalCode: '105 63', country: 'Greece' },
};
const SUBMIT_JSON = JSON.stringify(SUBMIT);
const SESSION_TTL_HOURS = 24;

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** A process's CPU seconds so far (cpuSeconds), 0 once it is gone. */
const spent = (pid) => cpuSeconds(pid) ?? 0;

/**
 * CPU seconds so far of each PostgreSQL server process, by its pid as a string (the whole server: other
 * users' queries count too).
 */
function postgresSeconds() {
  return new Map(postgresPids().map((pid) => [String(pid), spent(pid)]));
}

/**
 * CPU seconds, since `before` (postgresSeconds()), of the PostgreSQL backends serving connections named
 * `applicationName`: this run's, not other users' of the same server. Backends that ended meanwhile are not
 * counted (the pools keep theirs for the whole run).
 */
async function backendSecondsSince(before, { monitor, applicationName }) {
  const { rows } = await monitor.query('select pid from pg_stat_activity where application_name = $1', [
    applicationName,
  ]);
  let total = 0;
  for (const { pid } of rows) total += spent(pid) - (before.get(String(pid)) ?? 0);
  return total;
}

/**
 * Runs `work`, returning its result with the CPU seconds `node` (a pid, or null for this process) and
 * PostgreSQL's backends (`backends`: { monitor, applicationName }, or null) used.
 */
async function withCpu(node, backends, work) {
  const own = process.cpuUsage();
  const nodeBefore = node ? spent(node) : 0;
  const pgBefore = backends ? postgresSeconds() : null;
  const machine = machineSeconds();
  const result = await work();
  const after = machineSeconds();
  const ownUsage = process.cpuUsage(own);
  return {
    result,
    nodeSeconds: node ? spent(node) - nodeBefore : (ownUsage.user + ownUsage.system) / 1e6,
    pgSeconds: backends ? await backendSecondsSince(pgBefore, backends) : null,
    machineShare: (after.busy - machine.busy) / (after.total - machine.total),
  };
}

/**
 * `count` approved buyers with a VAT number, each with a session and one basket line of 5 pieces, made with
 * the BFF's own functions. Returns their ids and session cookies.
 */
async function prepareBuyers(db, count, { concurrency }) {
  const tag = randomUUID().slice(0, 8);
  const buyers = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const row = await createBuyer(db, {
        email: `bench-${tag}-${i}@example.gr`,
        businessName: `Bench Boutique ${i}`,
        vatNumber: '123456783',
        // Nobody logs in with a password: the session is made here.
        passwordHash: 'bench:no-password',
      });
      if (!row) throw new Error(`buyer ${i} not created`);
      const token = await createSession(db, row.id, SESSION_TTL_HOURS);
      await addBasketLine(db, row.id, LINE);
      buyers[i] = {
        id: row.id,
        email: row.email,
        businessName: row.business_name,
        cookie: `shop_session=${token}`,
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return buyers;
}

/** What the route does for a new order (routes/api/orders/index.ts): the transaction and the mails in it. */
async function submitAsTheRoute(db, buyer) {
  const { order, created } = await submitOrderWithMails(
    db,
    buyer,
    { ...SUBMIT, idempotencyKey: randomUUID() },
    { language: 'en', teamAddress: TEAM_ADDRESS },
  );
  if (!created) throw new Error('bare submit created no order');
  return order;
}

/** Every buyer's order, `concurrency` at a time, straight on the database. */
async function bareSubmits(db, buyers, concurrency) {
  const ms = [];
  let next = 0;
  const worker = async () => {
    while (next < buyers.length) {
      const buyer = buyers[next++];
      const sentAt = performance.now();
      await submitAsTheRoute(db, buyer);
      ms.push(performance.now() - sentAt);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  return { orders: ms.length, seconds, ms, failed: 0, statuses: { created: ms.length } };
}

/**
 * `amount` submits of `POST /api/orders`, each by a buyer of its own (its basket filled), `connections` at a
 * time. autocannon builds a connection's next request as the last answer arrives, also once the amount is
 * reached (unsent): `buyers` needs `connections` spare ones.
 */
async function httpSubmits(origin, buyers, connections, amount = buyers.length - connections) {
  const ms = [];
  const statuses = {};
  let next = 0;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await run({
    url: origin,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req, context) => {
          const buyer = buyers[Math.min(next++, buyers.length - 1)];
          context.sentAt = performance.now();
          return {
            ...req,
            headers: {
              cookie: buyer.cookie,
              accept: 'application/json',
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: SUBMIT_JSON,
          };
        },
        onResponse: (status, _body, context) => {
          lastAnswerAt = performance.now();
          ms.push(lastAnswerAt - context.sentAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  // Until the last answer: autocannon reports an `amount` run as done only at its next one-second tick, so
  // timing `run` itself rounded every run up to whole seconds (1 000 submits in 1.4 s counted as 2 s).
  const seconds = (lastAnswerAt - startedAt) / 1000;
  return {
    orders: statuses[201] ?? 0,
    seconds,
    ms,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

/** Unsent mails in the outbox (the BFF sends an order's mails after its answer). */
async function unsentMails(db) {
  const { n } = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Waits until the BFF has sent every mail in its outbox, at most 60 s; resolves with the seconds it took. */
async function outboxDrained(db) {
  const startedAt = performance.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await unsentMails(db)) === 0) return (performance.now() - startedAt) / 1000;
    await sleep(100);
  }
  console.log('  (the BFF still had unsent mails after 60 s)');
  return (performance.now() - startedAt) / 1000;
}

function row(engine, pathName, connections, measured, cpu, { postgres, mails = null }) {
  const orders = measured.orders || 1;
  return {
    engine,
    path: pathName,
    connections,
    orders: measured.orders,
    'orders/s': Math.round(measured.orders / measured.seconds),
    'p50 ms': quantile(measured.ms, 0.5).toFixed(1),
    'p99 ms': quantile(measured.ms, 0.99).toFixed(1),
    errors: measured.failed,
    // The BFF sends an order's two mails after its answer: how many were still to send when the last answer
    // came (summed over the rounds), and the rate counting until the last one was sent.
    'mails unsent at the end': mails ? mails.unsent : '',
    'orders/s until mails sent': mails
      ? Math.round(measured.orders / (measured.seconds + mails.drainSeconds))
      : '',
    'Node CPU ms/order': ((cpu.nodeSeconds * 1000) / orders).toFixed(2),
    'PostgreSQL backends CPU ms/order': postgres ? ((cpu.pgSeconds * 1000) / orders).toFixed(2) : '',
    [`machine busy (of ${availableParallelism() * 100}%)`]: `${Math.round(cpu.machineShare * availableParallelism() * 100)}%`,
  };
}

/** Sums of several runs (bareSubmits, httpSubmits) and of their CPU (withCpu). */
function totals() {
  const sum = { orders: 0, seconds: 0, ms: [], failed: 0, statuses: {} };
  const cpu = { nodeSeconds: 0, pgSeconds: 0, busySeconds: 0 };
  return {
    measured: sum,
    cpu,
    add({ result, nodeSeconds, pgSeconds, machineShare }) {
      sum.orders += result.orders;
      sum.seconds += result.seconds;
      sum.ms.push(...result.ms);
      sum.failed += result.failed;
      for (const [status, n] of Object.entries(result.statuses))
        sum.statuses[status] = (sum.statuses[status] ?? 0) + n;
      cpu.nodeSeconds += nodeSeconds;
      cpu.pgSeconds += pgSeconds ?? 0;
      cpu.busySeconds += machineShare * result.seconds;
      cpu.machineShare = cpu.busySeconds / sum.seconds;
    },
    /** CPU spent on these orders after their run (the BFF sending their mails): counted, not timed. */
    addCpu({ nodeSeconds, pgSeconds }) {
      cpu.nodeSeconds += nodeSeconds;
      cpu.pgSeconds += pgSeconds ?? 0;
    },
  };
}

/**
 * One engine: buyers made in both databases first and both paths warmed, then ROUNDS rounds of the bare runs
 * (one per entry of `bareConnections`) and an HTTP run, each a ROUNDS-th of `orders`, so that both paths share
 * the machine's conditions (others' jobs come and go). After each HTTP run the BFF sends the mails it still
 * has (timed apart) before anything else runs.
 */
async function measureEngine({
  engine,
  bareDb,
  bff,
  bffDb,
  bareConnections,
  httpConnections,
  orders,
  postgres,
}) {
  const perRound = Math.ceil(orders / ROUNDS);
  const concurrency = postgres ? 10 : 1;
  const bareWarm = await prepareBuyers(bareDb, WARM_UP, { concurrency });
  const bareSets = [];
  for (let i = 0; i < ROUNDS * bareConnections.length; i++) {
    bareSets.push(await prepareBuyers(bareDb, perRound, { concurrency }));
  }
  // autocannon builds each connection's next request as an answer arrives, also after the last one (unsent).
  const httpWarm = await prepareBuyers(bffDb, WARM_UP + httpConnections, { concurrency });
  const httpSets = [];
  for (let i = 0; i < ROUNDS; i++) {
    httpSets.push(await prepareBuyers(bffDb, perRound + httpConnections, { concurrency }));
  }
  if (postgres) {
    await sql`analyze`.execute(bareDb);
    await sql`analyze`.execute(bffDb);
  }

  await bareSubmits(bareDb, bareWarm, bareConnections[0]);
  const warm = await httpSubmits(bff.origin, httpWarm, httpConnections, WARM_UP);
  if (warm.failed) throw new Error(`${engine}: warm-up submits failed: ${JSON.stringify(warm.statuses)}`);
  await outboxDrained(bffDb);

  const bareBackends = postgres && { monitor: postgres.monitor, applicationName: postgres.bare };
  const httpBackends = postgres && { monitor: postgres.monitor, applicationName: postgres.http };
  const bare = bareConnections.map(() => totals());
  const http = totals();
  const mails = { unsent: 0, drainSeconds: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, connections] of bareConnections.entries()) {
      const buyers = bareSets[round * bareConnections.length + i];
      bare[i].add(await withCpu(null, bareBackends, () => bareSubmits(bareDb, buyers, connections)));
    }
    http.add(
      await withCpu(bff.pid, httpBackends, () =>
        httpSubmits(bff.origin, httpSets[round], httpConnections, perRound),
      ),
    );
    mails.unsent += await unsentMails(bffDb);
    const drained = await withCpu(bff.pid, httpBackends, () => outboxDrained(bffDb));
    mails.drainSeconds += drained.result;
    http.addCpu(drained);
  }

  const rows = bareConnections.map((connections, i) =>
    row(
      engine,
      connections === 1
        ? 'bare: the transaction, in process, one at a time'
        : `bare: the transaction, in process, ${connections} at a time`,
      connections,
      bare[i].measured,
      bare[i].cpu,
      { postgres },
    ),
  );
  if (http.measured.failed)
    console.log(`  ${engine} POST /api/orders: ${JSON.stringify(http.measured.statuses)}`);
  rows.push(
    row(engine, 'POST /api/orders over HTTP', httpConnections, http.measured, http.cpu, { postgres, mails }),
  );
  return rows;
}

async function sqliteBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-orders-'));
  let bareDb;
  let bff;
  let bffDb;
  try {
    // Bare: a database of its own, migrated and seeded as the BFF does it.
    bareDb = await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'bare', 'shop.db') });
    await migrateToLatest(bareDb);
    await seedDatabase(bareDb, { demoUser: false });
    // HTTP: the BFF on a data folder of its own; its buyers are made in its database file.
    const dataDir = path.join(dir, 'http');
    bff = await startBff({
      port: Number(process.env.BENCH_PORT ?? 3150) + 1,
      env: { DATA_DIR: dataDir, SEED_PHOTOS: '0' },
    });
    bffDb = await connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'shop.db') });
    return await measureEngine({
      engine: 'SQLite',
      bareDb,
      bff,
      bffDb,
      bareConnections: [1],
      httpConnections: CONNECTIONS_SQLITE,
      orders: ORDERS_SQLITE,
      postgres: null,
    });
  } finally {
    await bareDb?.destroy();
    await bffDb?.destroy();
    await bff?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return err.message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropSchemas(schemas) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema if exists ${quote(schema)} cascade`);
  } finally {
    await client.end();
  }
}

/** A Kysely instance on a pg Pool of `max` connections to `schema` (connectDatabase's pool holds 10). */
function postgresKysely(schema, max, applicationName) {
  const pool = new pg.Pool({
    connectionString: PG_URL,
    max,
    options: `-c search_path=${quote(schema)}`,
    application_name: applicationName,
  });
  pool.on('error', (err) => console.error('PostgreSQL idle client error:', err.message));
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

async function postgresBench() {
  const suffix = Math.random().toString(36).slice(2, 10);
  const bareSchema = `bench_orders_bare_${suffix}`;
  const httpSchema = `bench_orders_http_${suffix}`;
  // Each side's connections are named, so that PostgreSQL's CPU is counted for this run's backends only.
  const names = { bare: `bench-orders-bare-${suffix}`, http: `bench-orders-http-${suffix}` };
  const monitor = new pg.Client({ connectionString: PG_URL });
  let bareDb;
  let bff;
  let bffDb;
  try {
    await monitor.connect();
    // Bare: a schema of its own, created, migrated and seeded as the BFF does it, then used through a pool of
    // CONNECTIONS_PG (connectDatabase's holds 10, as the BFF's does).
    const setup = await connectDatabase({ kind: 'postgres', url: PG_URL, schema: bareSchema });
    try {
      await migrateToLatest(setup, bareSchema);
      await seedDatabase(setup, { demoUser: false });
    } finally {
      await setup.destroy();
    }
    bareDb = postgresKysely(bareSchema, CONNECTIONS_PG, names.bare);
    bff = await startBff({
      port: Number(process.env.BENCH_PORT ?? 3150) + 2,
      env: {
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: httpSchema,
        SEED_DEMO_USER: '0',
        SEED_PHOTOS: '0',
        // Rate limits counted in PostgreSQL, mails written to the outbox folder, whatever this shell says.
        REDIS_URL: '',
        SMTP_URL: '',
        // node-postgres names the BFF's connections with it.
        PGAPPNAME: names.http,
      },
    });
    bffDb = postgresKysely(httpSchema, 10, `${names.http}-setup`);
    return await measureEngine({
      engine: 'PostgreSQL',
      bareDb,
      bff,
      bffDb,
      // 50 as the HTTP run, and 10: the BFF's own pool, which is all the HTTP run's transactions get.
      bareConnections: [CONNECTIONS_PG, BFF_POOL],
      httpConnections: CONNECTIONS_PG,
      orders: ORDERS_PG,
      postgres: { monitor, ...names },
    });
  } finally {
    await monitor.end().catch(() => {});
    await bareDb?.destroy();
    await bffDb?.destroy();
    await bff?.stop();
    await dropSchemas([bareSchema, httpSchema]).catch((err) =>
      console.error(`could not drop schemas ${bareSchema}, ${httpSchema}: ${err.message}`),
    );
  }
}

export async function orderTransactionBench() {
  const began = performance.now();
  const rows = await sqliteBench();
  const unreachable = await postgresAnswers();
  if (unreachable) {
    console.log(
      `\n(orders on PostgreSQL skipped: ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')} does not answer: ${unreachable}; set BENCH_DATABASE_URL)`,
    );
  } else {
    rows.push(...(await postgresBench()));
  }
  table(
    `Order submits — the order's transaction bare vs POST /api/orders, one fresh basket per submit, on ${availableParallelism()} cores (CPU per order: this process bare; the BFF over HTTP, its mails sent included)`,
    rows,
  );
  const ratios = [];
  for (const engine of ['SQLite', 'PostgreSQL']) {
    const http = rows.find((r) => r.engine === engine && r.path.startsWith('POST'));
    for (const bare of rows.filter((r) => r.engine === engine && r.path.startsWith('bare'))) {
      ratios.push({
        engine,
        bare: `${bare.connections} at a time`,
        'bare orders/s': bare['orders/s'],
        'HTTP orders/s': http['orders/s'],
        'ratio HTTP/bare': (http['orders/s'] / bare['orders/s']).toFixed(2),
        'bare p99 ms': bare['p99 ms'],
        'HTTP p99 ms': http['p99 ms'],
      });
    }
  }
  table('Order submits — HTTP against bare (goal: ratio ≥ 0.5)', ratios);
  console.log(`  orders section: ${((performance.now() - began) / 1000).toFixed(0)} s`);
  return { rows, ratios };
}
