import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Order, type OrderList, SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATHENS_ADDRESS, TEST_PASSWORD, TEST_VAT_NUMBER, testEngine } from '../test/index.ts';
import { SESSION_COOKIE } from './plugins/auth.ts';

/**
 * Crash safety of order submission with the real entry point: a burst of checkouts from several
 * buyers (each with its own Idempotency-Key per attempt, the basket refilled before each), the BFF
 * SIGKILLed in the middle of it, then started again on the same data. Every order that was
 * acknowledged (2xx) must be there exactly once, no order may exist twice, and an attempt whose
 * answer was lost must, when retried with its key, either find its order or make exactly one.
 * On SQLite (a file in a temporary DATA_DIR) and, with TEST_DATABASE_URL, on PostgreSQL in a
 * schema of its own.
 */

const BUYERS = Number(process.env.CRASH_BUYERS) || 6;
/** Kill once this many orders were acknowledged (or after KILL_AFTER_MS, whichever is first). */
const KILL_AFTER_ACKS = Number(process.env.CRASH_ACKS) || 12;
const KILL_AFTER_MS = 4000;

type Server = ChildProcessByStdio<null, Readable, Readable>;

interface Buyer {
  email: string;
  cookie: string;
  /** Idempotency-Key → reference, for attempts answered with 2xx. */
  acked: Map<string, string>;
  /** Keys of attempts sent but never answered: the server died under them. */
  lost: string[];
}

let dataDir: string;
let schema: string | null = null;
const env: NodeJS.ProcessEnv = {};

/** A port free right now (the kernel's pick), so two runs or other servers on the machine never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(): Promise<{ child: Server; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`:${port}`)) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}): ${output}`));
    });
  });
}

async function kill(child: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

function api(base: string, cookie: string | null) {
  return (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function register(base: string, index: number): Promise<Buyer> {
  const email = `crash-${index}-${randomBytes(4).toString('hex')}@example.gr`;
  const response = await api(base, null)('POST', '/api/auth/register', {
    email,
    businessName: `Crash Boutique ${index}`,
    vatNumber: TEST_VAT_NUMBER,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!cookie) throw new Error('no session cookie');
  return { email, cookie, acked: new Map(), lost: [] };
}

const SUBMIT = { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS };
const fillBasket = (call: ReturnType<typeof api>) =>
  call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });

/** Checks out again and again until the server dies under it; unexpected answers fail the test. */
async function checkoutUntilDead(
  base: string,
  buyer: Buyer,
  index: number,
  stop: () => boolean,
): Promise<void> {
  const call = api(base, buyer.cookie);
  for (let attempt = 1; !stop(); attempt++) {
    try {
      const filled = await fillBasket(call);
      expect(filled.status).toBe(200);
    } catch (err) {
      if (err instanceof TypeError) return; // fetch failed: the server is gone
      throw err;
    }
    const key = `crash-${index}-${attempt}`;
    let response: Response;
    try {
      response = await call('POST', '/api/orders', SUBMIT, { 'idempotency-key': key });
    } catch (err) {
      if (!(err instanceof TypeError)) throw err;
      buyer.lost.push(key);
      return;
    }
    let order: Order;
    try {
      order = (await response.json()) as Order;
    } catch {
      // The status line came, the body did not: not an acknowledgement the client could read.
      buyer.lost.push(key);
      return;
    }
    expect([200, 201], JSON.stringify(order)).toContain(response.status);
    buyer.acked.set(key, order.reference);
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bff-crash-'));
  Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_MAX: '1000',
    // A mail being sent at the kill is sent again once its lease is over: short here, 60 s by default.
    MAIL_LEASE_SECONDS: '2',
    SEED_DEMO_USER: '0',
    // Nothing to serve: the test is about the API (and a build running beside it must not matter).
    FRONTEND_ROOT: path.join(dataDir, 'no-frontends'),
  });
  if (testEngine === 'postgres') {
    schema = `crash_${randomBytes(6).toString('hex')}`;
    Object.assign(env, { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
  } else {
    // Never a developer's DATABASE_URL: the SQLite file in DATA_DIR.
    env.DATABASE_URL = '';
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (schema) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

/** The orders of `expected` whose buyer has no mail naming them in the outbox folder. */
async function unmailed(outbox: string, expected: { email: string; reference: string }[]): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return expected
    .filter(({ email, reference }) => !mails.some((m) => m.includes(`To: ${email}`) && m.includes(reference)))
    .map(({ reference }) => reference);
}

describe('kill -9 in the middle of a burst of order submissions', () => {
  it('keeps every acknowledged order exactly once, and no order twice', { timeout: 90_000 }, async () => {
    const first = await startServer();
    let buyers: Buyer[] = [];
    try {
      buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => register(first.base, i)));

      let killed = false;
      const acks = () => buyers.reduce((n, b) => n + b.acked.size, 0);
      const burst = Promise.all(
        buyers.map((buyer, i) => checkoutUntilDead(first.base, buyer, i, () => killed)),
      );
      const started = Date.now();
      while (acks() < KILL_AFTER_ACKS && Date.now() - started < KILL_AFTER_MS) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await kill(first.child);
      killed = true;
      await burst;
      expect(acks(), 'orders acknowledged before the kill').toBeGreaterThan(0);
    } finally {
      await kill(first.child);
    }

    const second = await startServer();
    try {
      const seen = new Set<string>();
      const mailed: { email: string; reference: string }[] = [];
      let committedUnanswered = 0;
      for (const buyer of buyers) {
        const call = api(second.base, buyer.cookie);
        // Retrying an acknowledged key finds the same order; a lost one finds its order or makes one.
        for (const [key, reference] of buyer.acked) {
          const again = await call('POST', '/api/orders', SUBMIT, { 'idempotency-key': key });
          expect(again.status, key).toBe(200);
          expect(((await again.json()) as Order).reference).toBe(reference);
        }
        const retried = new Map<string, string>();
        for (const key of buyer.lost) {
          // Exactly one checkout's worth: the basket of the lost attempt may still be full.
          await call('DELETE', '/api/basket');
          await fillBasket(call);
          const retry = await call('POST', '/api/orders', SUBMIT, { 'idempotency-key': key });
          expect([200, 201], key).toContain(retry.status);
          if (retry.status === 200) committedUnanswered++;
          retried.set(key, ((await retry.json()) as Order).reference);
        }
        await call('DELETE', '/api/basket');

        const listed = ((await (await call('GET', '/api/orders')).json()) as OrderList).orders;
        const references = listed.map((order) => order.reference);
        expect(new Set(references).size, `${buyer.email}: an order listed twice`).toBe(references.length);
        // Exactly the orders of the keys used: each acknowledged one once, nothing else.
        const expected = [...buyer.acked.values(), ...retried.values()];
        expect(new Set(expected).size, `${buyer.email}: two keys, one order`).toBe(expected.length);
        expect([...references].sort()).toEqual([...expected].sort());
        for (const order of listed) {
          expect(order.totalItems, order.reference).toBe(5);
          expect(seen.has(order.reference), `${order.reference} belongs to two buyers`).toBe(false);
          seen.add(order.reference);
          mailed.push({ email: buyer.email, reference: order.reference });
        }
      }
      const acked = buyers.reduce((n, b) => n + b.acked.size, 0);
      const lost = buyers.reduce((n, b) => n + b.lost.length, 0);
      console.info(
        `crash test (${testEngine}): ${acked} orders acknowledged before SIGKILL, ${lost} submits unanswered ` +
          `(${committedUnanswered} of them committed, found by their key), ${seen.size} orders after restart`,
      );
      // Every order's mail to its buyer goes out, those stored just before the kill included (they are
      // written with the order and sent by whichever run gets there).
      await expect
        .poll(async () => unmailed(path.join(dataDir, 'outbox'), mailed), { timeout: 30_000, interval: 200 })
        .toEqual([]);
      const health = await fetch(`${second.base}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await kill(second.child);
    }
  });
});
