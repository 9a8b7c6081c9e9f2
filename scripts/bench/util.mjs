import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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
  const child = spawn(process.execPath, ['bff/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The bench logs in many times from one address.
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const origin = `http://${HOST}:${port}`;
  await waitFor(`${origin}/api/health`, child, () => stderr);
  return {
    origin,
    pid: child.pid,
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

export const kb = (bytes) => (bytes / 1024).toFixed(1);

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
