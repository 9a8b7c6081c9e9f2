import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { startCommand } from '../../bff/src/lib/start-command.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const HOST = '127.0.0.1';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The demo buyer the embedded SQLite database seeds (README). */
export const DEMO_BUYER = { email: 'demo@wholesale.gr', password: 'Demo-Buyer-2026!' };

/**
 * The production build served by the BFF, on a fresh data folder (so a fresh seeded SQLite database).
 * Resolves once /api/health answers; `stop()` ends it and removes the folder.
 */
export async function startBff({ port = 3150, env = {} } = {}) {
  // Other runs (e2e deploy servers use E2E_PORT + 50) may hold the port: never measure someone else's server.
  if (await answers(`http://${HOST}:${port}/api/health`)) {
    const free = await freePort();
    console.log(`(port ${port} is taken; the BFF listens on ${free} instead)`);
    port = free;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const probeFile = path.join(dataDir, 'probe.json');
  // As `npm start` runs it (bff/package.json's environment and Node flags); bff-probe.mjs only watches.
  const start = startCommand();
  const child = spawn(
    process.execPath,
    [...start.flags, '--import', './scripts/bench/bff-probe.mjs', 'bff/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...start.env,
        NODE_ENV: 'production',
        HOST,
        PORT: String(port),
        DATA_DIR: dataDir,
        // The bench logs in many times from one address.
        AUTH_RATE_LIMIT_MAX: '100000',
        BENCH_PROBE_FILE: probeFile,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const origin = `http://${HOST}:${port}`;
  await waitFor(`${origin}/api/health`, child, () => stderr);
  return {
    origin,
    pid: child.pid,
    /**
     * What bff-probe.mjs saw: the event loop since the last call (the first: since the BFF started) — the
     * longest it was held by one piece of work (`maxMs`), the 99th percentile (`p99Ms`), how many were
     * sampled — and the memory now (`memory`, MB).
     */
    async probe() {
      rmSync(probeFile, { force: true });
      child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        try {
          return JSON.parse(readFileSync(probeFile, 'utf8'));
        } catch {
          await sleep(20);
        }
      }
      throw new Error('the BFF did not answer its probe (scripts/bench/bff-probe.mjs)');
    },
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, log = () => '') {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before answering ${url}\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 60 s\n${log()}`);
}

export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The PostgreSQL database the seeded benches (office, catalogue) use besides SQLite; '' for none. */
const SEEDED_PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** Drops `schema` (and all in it) from the PostgreSQL database at `url`, if it is there. */
export async function dropSchema(url, schema) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${quote(schema)} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * The engines the seeded bench `bench` (`npm run bench -- <bench>`, its data made by `npm run seed:<bench>
 * -w @shop/bff`) runs on, `env` being what the BFF and the seeding tool get on both: SQLite (a fresh
 * DATA_DIR, see withSeededBff) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
 * database, a fresh schema `bench_<bench>_…` of it, with `postgresEnv` besides, that the engine's `cleanup`
 * drops.
 */
export function seededBenchEngines(bench, env = {}, postgresEnv = {}) {
  // BENCH_ENGINES=sqlite or =postgresql: one engine only.
  const only = process.env.BENCH_ENGINES?.toLowerCase();
  const wanted = (name) => !only || only.split(',').includes(name.toLowerCase());
  const engines = wanted('SQLite')
    ? [{ name: 'SQLite', bench, env: { DATABASE_URL: '', DATABASE_SCHEMA: '', ...env } }]
    : [];
  if (!wanted('PostgreSQL')) return engines;
  if (!SEEDED_PG_URL) {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to postgres://…)');
    return engines;
  }
  const schema = `bench_${bench}_${Date.now().toString(36)}`;
  engines.push({
    name: 'PostgreSQL',
    bench,
    // The demo accounts are seeded on PostgreSQL only when asked.
    env: {
      DATABASE_URL: SEEDED_PG_URL,
      DATABASE_SCHEMA: schema,
      SEED_DEMO_USER: '1',
      ...env,
      ...postgresEnv,
    },
    cleanup: () => dropSchema(SEEDED_PG_URL, schema),
  });
  return engines;
}

/** Runs `bench`'s seeding tool as `npm run seed:<bench> -w @shop/bff -- …args` does; prints its output. */
function seed(bench, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`src/cli/seed-${bench}.ts`, ...args], {
      cwd: path.join(ROOT, 'bff'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      console.log(output.replace(/^/gm, '    ').trimEnd());
      if (code === 0) resolve();
      else reject(new Error(`seed:${bench} exited ${code}`));
    });
  });
}

/**
 * Seeds a fresh database of `engine` (one of seededBenchEngines) with its bench's seeding tool and
 * `seedArgs`, starts the production BFF on it at `port` and resolves with what `work(bff)` does. Afterwards,
 * also when something failed, the BFF stops and the database goes: its data folder, on PostgreSQL its schema.
 * Meanwhile `engine.env.DATA_DIR` names the folder (directDb opens the SQLite file there).
 */
export async function withSeededBff(engine, { port, seedArgs }, work) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-bench-${engine.bench}-`));
  engine.env.DATA_DIR = dataDir;
  let bff;
  try {
    await seed(engine.bench, seedArgs, engine.env);
    bff = await startBff({ port, env: engine.env });
    return await work(bff);
  } finally {
    await bff?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await engine.cleanup?.();
  }
}

/**
 * A Kysely of the bench's own on the database of `engine` (one of seededBenchEngines), logging every query
 * (SQL, parameters, time) into `events`; `raw` is the driver's handle (for EXPLAIN with bound parameters).
 * SQLite statements are cached as the BFF does.
 */
export function directDb(engine) {
  const events = [];
  const log = (event) => events.push(event);
  if (engine.name === 'SQLite') {
    const raw = new SQLite(path.join(engine.env.DATA_DIR, 'shop.db'));
    const cache = new Map();
    const database = {
      close: () => raw.close(),
      prepare(text) {
        const cached = cache.get(text);
        if (cached && !cached.busy) return cached;
        const statement = raw.prepare(text);
        if (!cached) cache.set(text, statement);
        return statement;
      },
    };
    return { db: new Kysely({ dialect: new SqliteDialect({ database }), log }), events, raw };
  }
  const raw = new pg.Pool({
    connectionString: engine.env.DATABASE_URL,
    max: 1,
    options: `-c search_path=${quote(engine.env.DATABASE_SCHEMA)}`,
  });
  return { db: new Kysely({ dialect: new PostgresDialect({ pool: raw }), log }), events, raw };
}

/** Runs `call` `runs` times, one after the other: the milliseconds each run took, least first. */
export async function timedRuns(call, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/**
 * User + system CPU seconds a process (all its threads) has used so far, from Linux's /proc; null where that
 * cannot be read (the process is gone, or there is no /proc).
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes (all of them: this machine's other users' queries count too). */
export function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine (/proc/stat). */
export function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS, total: (busy + idle + iowait) / TICKS };
}

/** Logs in and returns the `Cookie` header value of the session. */
export async function logIn(origin, { email, password } = DEMO_BUYER) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies.join('; ');
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** An autocannon latency: its histogram keeps whole milliseconds, so 0 is an answer in under one. */
export const cannonMs = (ms) => (ms < 1 ? '< 1' : String(ms));

/** Prints rows (objects) as a Markdown table, so the output can be pasted into the README as is. */
export function table(title, rows, columns = Object.keys(rows[0] ?? {})) {
  const cells = rows.map((row) => columns.map((c) => String(row[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, 3, ...cells.map((r) => r[i].length)));
  const numeric = columns.map((_c, i) =>
    cells.every((r) => r[i] === '' || /^[-+]?[\d.,]+( ?[a-z%×]+)?$/i.test(r[i])),
  );
  const line = (values) =>
    `| ${values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  const out = [`\n### ${title}\n`, line(columns), rule, ...cells.map(line), ''].join('\n');
  console.log(out);
  return out;
}
