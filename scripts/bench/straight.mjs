// The same statements as a BFF answer, run straight on PostgreSQL from a bare process (straight-server.mjs):
// the catalogue and office benches measure each new answer next to them at the same connections, and print
// the ratio of the answers a second, as `orders` does for an order against its transaction.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cannonMs, cpuSeconds, postgresPids, ROOT, stopChild } from './util.mjs';

/** Issue 48 on PostgreSQL (decision 0038): an answer over HTTP at least this share of its statements' rate. */
export const GOAL_STRAIGHT_RATIO = 0.5;

/**
 * Starts straight-server.mjs on `engine`'s PostgreSQL schema with `statements` ({ name: [{ sql, parameters }] },
 * as Kysely's query events give them) and resolves with its origin and pid.
 */
export function startStraight(engine, statements) {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-bench-straight-'));
  const file = path.join(folder, 'statements.json');
  writeFileSync(file, JSON.stringify(statements));
  // The BFF's Fastify and pg, resolved from its workspace: the same versions on both sides of the ratio.
  const child = fork(path.join(import.meta.dirname, 'straight-server.mjs'), {
    cwd: path.join(ROOT, 'bff'),
    env: {
      ...process.env,
      NODE_PATH: path.join(ROOT, 'bff', 'node_modules'),
      STATEMENTS_FILE: file,
      DATABASE_URL: engine.env.DATABASE_URL,
      DATABASE_SCHEMA: engine.env.DATABASE_SCHEMA,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(folder, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) =>
      resolve({ origin: `http://127.0.0.1:${port}`, pid: child.pid, stop }),
    );
    child.once('exit', (code) => {
      rmSync(folder, { recursive: true, force: true });
      reject(new Error(`straight server exited (${code})`));
    });
  });
}

/**
 * `name`'s statements at `connections` for `duration` seconds: autocannon's result, with the bare process's
 * and PostgreSQL's CPU per answer (ms).
 */
export async function straightRun(straight, name, { connections, duration }) {
  const pgPids = postgresPids();
  const pgCpu = () => pgPids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  const [ownBefore, pgBefore] = [cpuSeconds(straight.pid), pgCpu()];
  const result = await new Promise((resolve, reject) =>
    autocannon(
      { url: `${straight.origin}/statements/${encodeURIComponent(name)}`, connections, duration },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  const answers = Math.max(1, result.requests.total);
  result.ownCpuMs = ((cpuSeconds(straight.pid) - ownBefore) * 1000) / answers;
  result.pgCpuMs = ((pgCpu() - pgBefore) * 1000) / answers;
  return result;
}

/**
 * The table cells of a BFF run at `connections` beside its statements' run straight (either may be missing:
 * SQLite, or a row with no straight run): the straight p99 and rate, and the BFF's rate as a share of it.
 */
export function straightCells(bffRun, straightResult, connections) {
  const p99 = `straight p99 at ${connections}`;
  if (!bffRun || !straightResult || straightResult.requests.total === 0) {
    return { [p99]: '–', 'straight req/s': '–', 'ratio to straight': '–' };
  }
  const ratio = bffRun.requests.average / straightResult.requests.average;
  return {
    [p99]: cannonMs(straightResult.latency.p99),
    'straight req/s': Math.round(straightResult.requests.average),
    'ratio to straight': `${ratio.toFixed(2)}${ratio >= GOAL_STRAIGHT_RATIO ? '' : ' (NO)'}`,
  };
}
