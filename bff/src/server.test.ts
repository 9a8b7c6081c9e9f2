import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testEngine } from '../test/index.ts';

/** The real entry point, once (on the SQLite run): starts on an empty data folder, stops on SIGTERM. */
describe.runIf(testEngine === 'sqlite')('server.ts', () => {
  it('creates the database, prints its URL, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-server-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`http://localhost:${port}`)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'shop.db'))).toBe(true);

      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const stopping = Date.now();
      child.kill('SIGTERM');
      // Draining (SHUTDOWN_DRAIN_SECONDS): not ready any more once the signal is handled, while it still
      // answers everything else.
      const ready = await vi.waitFor(
        async () => {
          const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
          expect(answer.status).toBe(503);
          return answer;
        },
        { timeout: 1500, interval: 50 },
      );
      expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('unavailable');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stops with `npm start` (bff's script): SIGTERM to npm reaches the BFF, which ends with it", async () => {
    // The script's shell `exec`s node: without it, the shell kept the signal and the BFF outlived npm.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-npm-start-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_PHOTOS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await vi.waitFor(
        async () => expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200),
        { timeout: 20_000, interval: 200 },
      );
      const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without PUBLIC_URL on a public address: one line, exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-server-'));
    try {
      const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
        env: { ...process.env, NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: '', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        'The shop cannot start: PUBLIC_URL is not set: in production the links the shop mails need its ' +
          'public address, e.g. PUBLIC_URL=https://shop.example.gr (or HOST=127.0.0.1 to serve this machine only).\n',
      );
      expect(existsSync(path.join(dataDir, 'shop.db'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  type SetUp = () => Promise<{ env: Record<string, string>; done: () => void }>;
  it.each<[string, SetUp, RegExp]>([
    [
      'its port is taken',
      async () => {
        const server = createServer().listen(0, '127.0.0.1');
        await once(server, 'listening');
        const { port } = server.address() as AddressInfo;
        return {
          env: { PORT: String(port) },
          done: () => {
            server.close();
          },
        };
      },
      /^port \d+ on 127\.0\.0\.1 is taken: stop what listens there, or choose another port with PORT=\d+\.$/,
    ],
    [
      'its database cannot be reached',
      async () => ({
        env: { DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop' },
        done: () => undefined,
      }),
      /^the database at postgres:\/\/shop@127\.0\.0\.1:1\/shop cannot be reached \(ECONNREFUSED\): start PostgreSQL there, or correct DATABASE_URL\.$/,
    ],
    [
      'its data folder cannot be written',
      async () => ({ env: { DATA_DIR: '/dev/null/shop' }, done: () => undefined }),
      /^the data folder \/dev\/null\/shop cannot be written .*: ENOTDIR\. Choose another with DATA_DIR=…, or let this user write there\.$/,
    ],
    [
      // Node's recursive mkdir spun there forever at full CPU (/proc answers ENOENT for a new folder).
      'its data folder is to be made where no folder can be made',
      async () => ({ env: { DATA_DIR: '/proc/shop-test-data' }, done: () => undefined }),
      /^the data folder \/proc\/shop-test-data cannot be written \(\/proc\/shop-test-data: no folder can be made there\): ENOENT\. Choose another with DATA_DIR=…, or let this user write there\.$/,
    ],
    [
      'its data folder is under a file',
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'bff-server-'));
        const file = path.join(dir, 'a-file');
        writeFileSync(file, '');
        return {
          env: { DATA_DIR: path.join(file, 'data', 'shop') },
          done: () => rmSync(dir, { recursive: true, force: true }),
        };
      },
      /^the data folder \/.*\/a-file\/data\/shop cannot be written \(\/.*\/a-file: it is not a folder\): ENOTDIR\. Choose another with DATA_DIR=…, or let this user write there\.$/,
    ],
  ])('says in one line that it cannot start when %s, with exit code 1', async (_, setUp, line) => {
    const { env, done } = await setUp();
    try {
      const started = performance.now();
      const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
        env: { ...process.env, NODE_ENV: 'production', SEED_PHOTOS: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      // Not a hang: every one of these is known within seconds.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(result.status).toBe(1);
      const [first, ...rest] = result.stderr.trimEnd().split('\n');
      expect(rest).toEqual([]);
      expect(first?.replace(/^The shop cannot start: /, '')).toMatch(line);
      expect(result.stderr).not.toContain('secret');
    } finally {
      done();
    }
  });
});
