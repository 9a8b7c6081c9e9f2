// A newcomer's first run, from nothing (issue 45): a fresh clone of this checkout's HEAD, the README's
// `npm install` (no warning a newcomer must act on) and `npm start` with no photo cache and a fresh data
// folder; then `/api/health`, `/` and the catalogue with products must answer within a minute of the build's
// end, and SIGTERM must stop the shop cleanly. Cheap: npm's cache serves the packages, and the build comes
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

/** The BFF `npm start` runs in `bffDir` (node src/server.ts), found among the machine's processes. */
function serverPid(bffDir) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (command.includes('src/server.ts') && realpathSync(`/proc/${entry}/cwd`) === realpathSync(bffDir)) {
        return Number(entry);
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return null;
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

  step('npm install');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: clone,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const installed = `${install.stdout}${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install failed:\n${installed}`);
  const warnings = installed.split('\n').filter((line) => /^npm warn/i.test(line));
  if (warnings.length > 0) throw new Error(`npm install warns a newcomer:\n${warnings.join('\n')}`);

  const port = await freePort();
  step(`npm start on port ${port} (no photo cache, a fresh data folder)`);
  const started = Date.now();
  let output = '';
  let builtAt = null;
  shop = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      FORCE_COLOR: '0',
      TURBO_CACHE_DIR: join(root, '.turbo', 'cache'),
      // The clone's own defaults (bff/data, bff/.cache) are what a newcomer gets; nothing else leaks in.
      DATA_DIR: '',
      SEED_PHOTO_CACHE_DIR: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => shop.on('exit', (code, signal) => resolve({ code, signal })));
  const collect = (chunk) => {
    output += chunk;
    // turbo's summary ends the build; the BFF starts after it.
    if (builtAt === null && /Tasks:\s+\d+ successful/.test(output)) builtAt = Date.now();
  };
  shop.stdout.on('data', collect);
  shop.stderr.on('data', collect);

  const origin = `http://127.0.0.1:${port}`;
  let health = null;
  while (!health) {
    if (shop.exitCode !== null)
      throw new Error(`npm start exited (${shop.exitCode}):\n${output.slice(-3000)}`);
    if (builtAt === null && Date.now() - started > BUILD_LIMIT_MS)
      throw new Error('the build did not end in time');
    if (builtAt !== null && Date.now() - builtAt > START_LIMIT_MS) {
      throw new Error(
        `the shop did not answer within ${START_LIMIT_MS / 1000} s of the build:\n${output.slice(-3000)}`,
      );
    }
    const found = await answer(`${origin}/api/health`);
    if (found?.status === 200) health = found;
    else await sleep(250);
  }
  const readyAfter = builtAt === null ? null : Date.now() - builtAt;
  step(`answered ${readyAfter === null ? '' : `${(readyAfter / 1000).toFixed(1)} s after the build`}`);

  const home = await answer(`${origin}/`);
  if (home?.status !== 200 || !home.text.includes('<html')) throw new Error(`/ answered ${home?.status}`);
  const catalogue = await answer(`${origin}/ready-to-ship`);
  if (catalogue?.status !== 200 || !catalogue.text.includes('Red Tiered Maxi Dress')) {
    throw new Error(`/ready-to-ship has no products (${catalogue?.status})`);
  }
  step('/ and /ready-to-ship answer with the demo catalogue');

  // SIGTERM to the BFF, as a process manager stops it; npm then ends with its exit code.
  const server = serverPid(join(clone, 'bff'));
  if (!server) throw new Error('the BFF process of npm start was not found');
  process.kill(server, 'SIGTERM');
  const { code, signal } = await Promise.race([
    exited,
    sleep(15_000).then(() => ({ code: null, signal: 'timeout' })),
  ]);
  if (code !== 0) throw new Error(`the shop did not stop cleanly on SIGTERM (code ${code}, ${signal})`);
  const left = spawnSync('pgrep', ['-f', `${clone}/`], { encoding: 'utf8' }).stdout.trim();
  if (left) throw new Error(`processes of the shop outlived it: ${left.replace(/\n/g, ', ')}`);
  step('stopped cleanly on SIGTERM');
} catch (err) {
  failure = err instanceof Error ? err.message : String(err);
} finally {
  if (shop && shop.exitCode === null) {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
}
if (failure) {
  console.error(`first run FAILED: ${failure}`);
  process.exit(1);
}
console.log('first run: passed');
