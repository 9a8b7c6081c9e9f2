// A newcomer's first run, from nothing (issue 45): a fresh clone of this checkout's HEAD, the README's
// `npm install` (no warning a newcomer must act on) and `npm start` with no photo cache and a fresh data
// folder; then `/api/health`, `/` and the catalogue with products must answer within a minute of the build's
// end, and SIGTERM to `npm start` (as a process manager sends it) must stop every process of the shop, with
// exit code 0 and no stack trace. Cheap: npm's cache serves the packages, and the build comes
// from this checkout's turbo cache (the same sources build the same files). Run alone:
// `node scripts/first-run.mjs`; `npm test` runs it as one check.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '..');
const START_LIMIT_MS = 60_000;
const BUILD_LIMIT_MS = 10 * 60_000;
const STOP_LIMIT_MS = 15_000;
/** How long the processes of the shop may take to be gone once `npm start` has ended. */
const GONE_LIMIT_MS = 5000;

/**
 * The settings a newcomer does not have (docs/configuration.md, bff/src/config.ts): inherited from this
 * machine they would weaken the run (no sample photos, another database, data folder or build, a public
 * address, a drain that slows the stop) or break it (NODE_ENV=production leaves out the build's tools).
 */
const SETTINGS = [
  'HOST',
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'DATA_DIR',
  'DEPLOYMENTS_DIR',
  'SEED_DEMO_USER',
  'SEED_PHOTOS',
  'SEED_PHOTO_CACHE_DIR',
  'SEED_PHOTO_PRODUCTS',
  'SMTP_URL',
  'MAIL_FROM',
  'SHOP_TEAM_EMAIL',
  'MAIL_LEASE_SECONDS',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'COOKIE_SECURE',
  'SESSION_TTL_HOURS',
  'STAFF_SESSION_IDLE_HOURS',
  'STAFF_2FA',
  'BUYER_APPROVAL',
  'VAT_RATE_BASIS_POINTS',
  'AUTH_RATE_LIMIT_MAX',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'SHUTDOWN_DRAIN_SECONDS',
  'LOG_LEVEL',
  'NODE_ENV',
  'NODE_OPTIONS',
  'FRONTEND_ROOT',
  'SHELL_DIST_DIR',
  'SHOP_BUILD_DIR',
];

/** This environment without the shop's settings (REMOTE_<NAME>_URL and _DIST_DIR too). */
function newcomersEnvironment() {
  const env = { ...process.env, FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) {
    if (SETTINGS.includes(name) || /^REMOTE_[A-Z]+_(URL|DIST_DIR)$/.test(name)) delete env[name];
  }
  return env;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every process of the machine: its id, process group, working folder and command line. */
function processes() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // The fields after the command's name (which may hold spaces and parentheses): state, ppid, pgrp.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let cwd = '';
      try {
        cwd = realpathSync(`/proc/${entry}/cwd`);
      } catch {
        // A kernel thread, or not ours to read.
      }
      found.push({ pid: Number(entry), group: Number(group), cwd, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** The BFF `npm start` runs in `bffDir` (node src/server.ts), found among the machine's processes. */
function serverPid(bffDir) {
  const dir = realpathSync(bffDir);
  return processes().find((p) => p.command.includes('src/server.ts') && p.cwd === dir)?.pid ?? null;
}

/** The processes of the clone: in `npm start`'s process group, working in the clone, or run from it. */
function processesOf(clone, group) {
  const dir = realpathSync(clone);
  return processes().filter(
    (p) =>
      p.pid !== process.pid &&
      (p.group === group ||
        p.cwd === dir ||
        p.cwd.startsWith(`${dir}/`) ||
        p.command.some((word) => word.startsWith(`${dir}/`))),
  );
}

function step(what) {
  console.log(`first run: ${what}`);
}

/** What a browser would get (pages are served to those that accept HTML). */
async function answer(url) {
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5000) });
    return { status: res.status, text: await res.text() };
  } catch {
    return null;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'shop-first-run-'));
const clone = join(dir, 'shop');
let shop = null;
let failure = null;
try {
  step(`a fresh clone in ${clone}`);
  const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);

  const env = newcomersEnvironment();
  step('npm install');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: clone,
    encoding: 'utf8',
    env,
  });
  const installed = `${install.stdout}${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install failed:\n${installed}`);
  const warnings = installed.split('\n').filter((line) => /^npm warn/i.test(line));
  if (warnings.length > 0) throw new Error(`npm install warns a newcomer:\n${warnings.join('\n')}`);
  // An install that rewrites package-lock.json (or leaves anything else) gives a newcomer changes they never made.
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: clone, encoding: 'utf8' });
  if (status.status !== 0 || status.stdout.trim() !== '') {
    throw new Error(`the clone is not clean after npm install:\n${status.stdout}${status.stderr}`);
  }

  const port = await freePort();
  step(`npm start on port ${port} (no photo cache, a fresh data folder)`);
  const started = Date.now();
  let output = '';
  let builtAt = null;
  // The clone's own defaults (bff/data, bff/.cache) are what a newcomer gets; nothing else leaks in.
  shop = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    env: { ...env, PORT: String(port), TURBO_CACHE_DIR: join(root, '.turbo', 'cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => shop.on('exit', (code, signal) => resolve({ code, signal })));
  // All it printed has been read (a process left holding its output keeps this from happening).
  const closed = new Promise((resolve) => shop.on('close', resolve));
  const collect = (chunk) => {
    output += chunk;
    // turbo's summary ends the build; the BFF starts after it.
    if (builtAt === null && /Tasks:\s+\d+ successful/.test(output)) builtAt = Date.now();
  };
  shop.stdout.on('data', collect);
  shop.stderr.on('data', collect);

  const origin = `http://127.0.0.1:${port}`;
  const bffDir = join(clone, 'bff');
  let health = null;
  while (!health) {
    if (shop.exitCode !== null)
      throw new Error(`npm start exited (${shop.exitCode}):\n${output.slice(-3000)}`);
    // Should turbo's summary change or not be printed, the BFF's process starting ends the build too (it
    // starts once the build has ended): seen within a poll of it.
    if (builtAt === null && serverPid(bffDir) !== null) builtAt = Date.now();
    if (builtAt === null && Date.now() - started > BUILD_LIMIT_MS)
      throw new Error(`the build did not end in time:\n${output.slice(-3000)}`);
    if (builtAt !== null && Date.now() - builtAt > START_LIMIT_MS) {
      throw new Error(
        `the shop did not answer within ${START_LIMIT_MS / 1000} s of the build:\n${output.slice(-3000)}`,
      );
    }
    const found = await answer(`${origin}/api/health`);
    if (found?.status === 200) health = found;
    else await sleep(250);
  }
  if (builtAt === null) {
    throw new Error(
      'the shop answered, but when its build ended is unknown (no turbo summary, no BFF process in ' +
        `${bffDir}): the minute after the build cannot be checked`,
    );
  }
  step(`answered ${((Date.now() - builtAt) / 1000).toFixed(1)} s after the build`);

  const home = await answer(`${origin}/`);
  if (home?.status !== 200 || !home.text.includes('<html')) throw new Error(`/ answered ${home?.status}`);
  const catalogue = await answer(`${origin}/ready-to-ship`);
  if (catalogue?.status !== 200 || !catalogue.text.includes('Red Tiered Maxi Dress')) {
    throw new Error(`/ready-to-ship has no products (${catalogue?.status})`);
  }
  step('/ and /ready-to-ship answer with the demo catalogue');

  // SIGTERM to `npm start` itself, as a process manager (systemd, a container's stop) sends it: the BFF must
  // stop with it, npm end with code 0, and nothing of the clone be left running.
  const server = serverPid(bffDir);
  if (!server) throw new Error('the BFF process of npm start was not found');
  const printedBefore = output.length;
  const stopping = Date.now();
  process.kill(shop.pid, 'SIGTERM');
  const { code, signal } = await Promise.race([
    exited,
    sleep(STOP_LIMIT_MS).then(() => ({ code: null, signal: 'timeout' })),
  ]);
  await Promise.race([closed, sleep(2000)]);
  const printed = output.slice(printedBefore);
  if (code !== 0 || signal !== null) {
    throw new Error(`npm start did not stop cleanly on SIGTERM (code ${code}, ${signal}):\n${printed}`);
  }
  if (/^\s+at |Error:/m.test(printed)) throw new Error(`the stop printed a stack trace:\n${printed}`);
  let left = processesOf(clone, shop.pid);
  while (left.length > 0 && Date.now() - stopping < STOP_LIMIT_MS + GONE_LIMIT_MS) {
    await sleep(100);
    left = processesOf(clone, shop.pid);
  }
  if (left.length > 0) {
    const named = left.map((p) => `${p.pid} ${p.command.join(' ')}`).join(', ');
    throw new Error(`processes of the shop outlived npm start: ${named}`);
  }
  if (processes().some((p) => p.pid === server)) throw new Error(`the BFF (${server}) outlived npm start`);
  step(`stopped cleanly on SIGTERM to npm start, in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
} catch (err) {
  failure = err instanceof Error ? err.message : String(err);
} finally {
  if (shop && shop.exitCode === null) {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {}
  }
  // What outlived a failed stop (an orphaned BFF, say) is this run's to end.
  if (shop) {
    try {
      for (const left of processesOf(clone, shop.pid)) process.kill(left.pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
}
if (failure) {
  console.error(`first run FAILED: ${failure}`);
  process.exit(1);
}
console.log('first run: passed');
