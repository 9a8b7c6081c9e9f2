// The README's `npm test`: lint, typecheck, unit/component/BFF tests, production build, a newcomer's first run
// from a fresh clone, then e2e over the composed build. Every step runs even if an earlier one failed (except e2e without a build), and the last
// line sums all suites: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, SHOP_REPORT_DIR: reportDir, FORCE_COLOR: '0' };

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

/** A step that is one check (lint, typecheck, build): counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
  return ok;
}

/** A step whose runner writes JSON reports: counts their tests; a crash without reports counts as one failure. */
function suite(label, command, args, reportPrefix) {
  const before = new Set(readdirSync(reportDir));
  const ok = run(label, command, args);
  const reports = readdirSync(reportDir).filter((f) => f.startsWith(reportPrefix) && !before.has(f));
  let counted = 0;
  for (const file of reports) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (reportPrefix === 'vitest') {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      counted += report.numPassedTests + report.numFailedTests;
    } else {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      counted += report.stats.expected + report.stats.flaky + report.stats.unexpected;
    }
  }
  if (!ok && counted === 0) failed++;
  if (!ok) failures.push(label);
}

// The seeded catalogue's sample photographs take minutes of CPU to draw once per machine (then the BFFs the
// e2e suite starts link them from bff/.cache in a second): drawn beside the first steps, awaited before e2e.
console.log('\n=== sample photos (in the background): npm run seed-photos -w @shop/bff');
const photos = new Promise((resolve) => {
  const child = spawn('npm', ['run', 'seed-photos', '-w', '@shop/bff'], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    console.log(`\n=== sample photos: ${code === 0 ? 'ready' : 'FAILED'}\n${output.trim()}`);
    resolve(code === 0);
  });
  child.on('error', () => resolve(false));
});

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck', 'npx', ['tsc', '-b']);
suite(
  'unit, component and BFF tests',
  'npx',
  // --continue: a failing package's tests must not keep the others' (the BFF suite) from running.
  ['turbo', 'run', 'test', '--concurrency=2', '--continue=always', '--filter=!@shop/e2e'],
  'vitest',
);
const built = check('production build', 'npx', ['turbo', 'run', 'build']);
if (await photos) passed++;
else {
  failed++;
  failures.push('sample photos (npm run seed-photos -w @shop/bff)');
}
// A newcomer's first run from a fresh clone, no photo cache, a fresh data folder (the build from turbo's cache).
if (built) check('first run from nothing (scripts/first-run.mjs)', 'node', ['scripts/first-run.mjs']);
if (built && existsSync(join(root, 'shell', 'dist', 'index.html'))) {
  suite('e2e over the composed build', 'npm', ['test', '-w', '@shop/e2e'], 'playwright');
} else {
  failed++;
  failures.push('e2e (no build)');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
