// `npm run bench -- cluster`: the shop as a cluster (issue 29): three BFF instances on one PostgreSQL database
// (a fresh schema of BENCH_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, dropped
// afterwards) behind HAProxy, started as `npm run cluster` starts them (bff/src/cluster/cluster.ts).
//  1. Reads: load.mjs's product listing, as a visitor and as the logged-in demo buyer, straight to one instance
//     (the baseline), through a second HAProxy that sends everything to that one instance (the proxy's
//     overhead), and through the cluster's HAProxy to all three.
//  2. Order submits through HAProxy to the three instances: one buyer per connection, a basket line then
//     `POST /api/orders` with a fresh Idempotency-Key (load.mjs's orderSubmits).
// autocannon, 50 connections, BENCH_CLUSTER_DURATION (10) s per run. Beside each figure, the CPU each process
// used during the run (% of one core; the machine has os.availableParallelism() cores and autocannon runs in
// this process). Skipped, saying why, without HAProxy or PostgreSQL. About 1.5 minutes, so `npm run bench`
// runs it only when named.
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startCluster } from '../../bff/src/cluster/cluster.ts';
import { freePortRange } from '../../bff/src/cluster/free-ports.ts';
import { HAPROXY_MISSING, haproxyVersion, startHaproxy } from '../../bff/src/cluster/haproxy.ts';
import { stopProcess } from '../../bff/src/cluster/processes.ts';
import { BUYER_LISTING, LISTING, orderSubmits, registerBuyers, run, summary } from './load.mjs';
import { cpuSeconds, dropSchema, logIn, machineSeconds, postgresPids, table } from './util.mjs';

const DURATION_S = Number(process.env.BENCH_CLUSTER_DURATION ?? 10);
const WARM_UP_S = 2;
const CONNECTIONS = 50;
const INSTANCES = 3;
const PG_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** A process's CPU seconds so far (cpuSeconds), 0 once it is gone. */
const spent = (pid) => cpuSeconds(pid) ?? 0;

/**
 * Measures the CPU each part uses while `work` runs: this process (autocannon), HAProxy, each BFF instance,
 * PostgreSQL, the whole machine. Returns `work`'s result, the columns (% of one core) and the CPU seconds
 * the BFFs used in all.
 */
async function withCpu({ proxy, bffs }, work) {
  const startedAt = performance.now();
  const own = process.cpuUsage();
  const machine = machineSeconds();
  const pgBefore = new Map(postgresPids().map((pid) => [pid, spent(pid)]));
  const proxyBefore = proxy ? spent(proxy) : 0;
  const bffsBefore = bffs.map(spent);
  const result = await work();
  const seconds = (performance.now() - startedAt) / 1000;
  const pct = (cpu) => `${Math.round((100 * cpu) / seconds)}%`;
  const ownUsage = process.cpuUsage(own);
  const bffUse = bffs.map((pid, i) => spent(pid) - bffsBefore[i]);
  let pgUse = 0;
  for (const pid of postgresPids()) pgUse += spent(pid) - (pgBefore.get(pid) ?? 0);
  const after = machineSeconds();
  const bffTotal = bffUse.reduce((a, b) => a + b, 0);
  const ownUse = (ownUsage.user + ownUsage.system) / 1e6;
  const proxyUse = proxy ? spent(proxy) - proxyBefore : 0;
  const machineUse =
    ((after.busy - machine.busy) / (after.total - machine.total)) * availableParallelism() * seconds;
  return {
    result,
    bffCpuSeconds: bffTotal,
    cpu: {
      'CPU autocannon': pct(ownUse),
      'CPU HAProxy': proxy ? pct(proxyUse) : '',
      'CPU BFFs': bffs.length > 1 ? `${pct(bffTotal)} (${bffUse.map(pct).join(' + ')})` : pct(bffTotal),
      'CPU PostgreSQL': pct(pgUse),
      // The kernel's share (interrupts, network) and whatever else this machine runs meanwhile.
      'CPU rest': pct(Math.max(0, machineUse - ownUse - proxyUse - bffTotal - pgUse)),
      [`CPU machine (of ${availableParallelism() * 100}%)`]: pct(machineUse),
    },
  };
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

export async function clusterBench() {
  const proxyVersion = haproxyVersion();
  if (!proxyVersion) {
    console.log(`\n(cluster skipped: ${HAPROXY_MISSING})`);
    return null;
  }
  const unreachable = await postgresAnswers();
  if (unreachable) {
    console.log(
      `\n(cluster skipped: PostgreSQL at ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')} does not answer: ${unreachable}; set BENCH_DATABASE_URL)`,
    );
    return null;
  }

  const began = performance.now();
  const schema = `bench_cluster_${Math.random().toString(36).slice(2, 10)}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-bench-cluster-'));
  // HAProxy to the three, the three instances, then a second HAProxy to the first instance only.
  const port = await freePortRange(INSTANCES + 2);
  let cluster;
  let single;
  try {
    cluster = await startCluster({
      instances: INSTANCES,
      port,
      databaseUrl: PG_URL,
      databaseSchema: schema,
      redisUrl: null,
      dir,
      env: {
        // The bench logs in many times from one address.
        AUTH_RATE_LIMIT_MAX: '100000',
        SEED_DEMO_USER: '1',
        SEED_PHOTOS: '0',
        LOG_LEVEL: 'warn',
        // Rate limits counted in PostgreSQL, mails written to each instance's outbox, whatever this shell says.
        REDIS_URL: '',
        SMTP_URL: '',
      },
    });
    const [first] = cluster.instances;
    const singleDir = path.join(dir, 'single-proxy');
    mkdirSync(singleDir);
    single = await startHaproxy(singleDir, { port: port + INSTANCES + 1, backends: [first.port] });
    console.log(
      `  cluster: ${INSTANCES} instances and ${proxyVersion} up in ${((performance.now() - began) / 1000).toFixed(1)} s (schema ${schema})`,
    );

    const allBffs = cluster.instances.map((instance) => instance.pid);
    const targets = [
      {
        name: 'direct to one instance (baseline)',
        origin: first.url,
        pids: { proxy: null, bffs: [first.pid] },
      },
      {
        name: 'HAProxy → 1 instance',
        origin: `http://127.0.0.1:${port + INSTANCES + 1}`,
        pids: { proxy: single.child.pid, bffs: [first.pid] },
      },
      {
        name: `HAProxy → ${INSTANCES} instances`,
        origin: cluster.url,
        pids: { proxy: cluster.proxy.child.pid, bffs: allBffs },
      },
    ];
    const buyerCookie = await logIn(cluster.url);
    const routes = [
      { name: `GET ${LISTING} (visitor)`, path: LISTING, headers: {} },
      {
        name: `GET ${BUYER_LISTING.replace('/api/products', '…')} (buyer)`,
        path: BUYER_LISTING,
        headers: { cookie: buyerCookie },
      },
    ];
    // Warm every instance (JIT, PostgreSQL's caches) through the three-instance proxy before anything counts.
    for (const route of routes)
      await run({
        url: cluster.url + route.path,
        headers: route.headers,
        connections: CONNECTIONS,
        duration: WARM_UP_S,
      });

    const readRows = [];
    for (const route of routes) {
      let baseline = null;
      for (const target of targets) {
        const { result, cpu, bffCpuSeconds } = await withCpu(target.pids, () =>
          run({
            url: target.origin + route.path,
            headers: route.headers,
            connections: CONNECTIONS,
            duration: DURATION_S,
          }),
        );
        const measured = summary(result);
        baseline ??= measured.rps;
        readRows.push({
          route: route.name,
          via: target.name,
          'req/s': Math.round(measured.rps),
          'p50 ms': measured.p50.toFixed(1),
          'p99 ms': measured.p99.toFixed(1),
          'non-2xx': result.non2xx,
          errors: result.errors + result.timeouts,
          'vs direct': (measured.rps / baseline).toFixed(2),
          // What one answer costs the instances: it rises when the same work is spread over more processes.
          'BFF CPU µs/req': Math.round((bffCpuSeconds * 1e6) / result.requests.total),
          ...cpu,
        });
      }
    }
    table(
      `Cluster reads — PostgreSQL, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each, on ${availableParallelism()} cores (CPU: % of one core)`,
      readRows,
    );

    const registering = performance.now();
    const cookies = await registerBuyers(cluster.url, CONNECTIONS);
    console.log(
      `  cluster: ${CONNECTIONS} buyers registered and logged in through HAProxy in ${((performance.now() - registering) / 1000).toFixed(1)} s`,
    );
    // The submit path warmed on every instance (its statements, the outbox) before the run that counts.
    await orderSubmits(cluster.url, cookies, { connections: CONNECTIONS, duration: WARM_UP_S });
    // Submits the warm-up left in flight finish on the server (p99 can pass a second): one still running
    // would empty a basket the measured run has just filled (400 minimum_order_not_met).
    await sleep(3000);
    const {
      result: orders,
      cpu,
      bffCpuSeconds,
    } = await withCpu(targets[2].pids, () =>
      orderSubmits(cluster.url, cookies, { connections: CONNECTIONS, duration: DURATION_S }),
    );
    console.log(`  POST /api/orders through HAProxy: ${orders.note} ${JSON.stringify(orders.statuses)}`);
    const orderRows = [
      {
        route: 'POST /api/orders (basket line + submit, one buyer per connection)',
        via: targets[2].name,
        'orders/s': Math.round(orders.rps),
        'p50 ms': orders.p50.toFixed(1),
        'p99 ms': orders.p99.toFixed(1),
        'non-2xx': orders.non2xx,
        errors: orders.failed,
        'BFF CPU ms/order': ((bffCpuSeconds * 1000) / (orders.statuses[201] || 1)).toFixed(1),
        ...cpu,
      },
    ];
    table(
      `Cluster order submits — PostgreSQL, autocannon ${CONNECTIONS} connections, ${DURATION_S} s (latency of the submits only; CPU: % of one core)`,
      orderRows,
    );
    console.log(`  cluster section: ${((performance.now() - began) / 1000).toFixed(0)} s`);
    return { reads: readRows, orders: orderRows };
  } finally {
    if (single) await stopProcess(single);
    await cluster?.stop();
    await dropSchema(PG_URL, schema).catch((err) =>
      console.error(`could not drop schema ${schema}: ${err.message}`),
    );
    await rm(dir, { recursive: true, force: true });
  }
}
