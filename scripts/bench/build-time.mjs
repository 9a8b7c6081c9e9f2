import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, table } from './util.mjs';

/** A catalog source file the one-remote rebuild touches (a comment appended, then restored). */
const TOUCHED = path.join(ROOT, 'catalog-mfe', 'src', 'components', 'ProductCard.tsx');

function timed(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npx', ['turbo', 'run', 'build', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`turbo ${args.join(' ')} failed (${code})\n${output.slice(-3000)}`));
      const tasks = output.match(/Tasks:\s+(\d+) successful, (\d+) total/);
      const cached = output.match(/Cached:\s+(\d+) cached/);
      resolve({ seconds, tasks: tasks ? `${tasks[1]}/${tasks[2]}` : '?', cached: cached ? cached[1] : '?' });
    });
  });
}

export async function buildTimes() {
  const rows = [];
  const cold = await timed(['--force']);
  rows.push({
    build: 'cold: turbo run build --force (all packages)',
    seconds: cold.seconds.toFixed(1),
    tasks: cold.tasks,
    'from cache': cold.cached,
  });

  const original = readFileSync(TOUCHED, 'utf8');
  try {
    writeFileSync(TOUCHED, `${original}// bench: touched ${Date.now()}\n`);
    const one = await timed(['--filter=catalog-mfe...']);
    rows.push({
      build: 'one remote: a catalog file changed, --filter=catalog-mfe...',
      seconds: one.seconds.toFixed(1),
      tasks: one.tasks,
      'from cache': one.cached,
    });
  } finally {
    writeFileSync(TOUCHED, original);
  }
  // The dist now matches the restored source again (turbo restores it from its cache).
  const restore = await timed(['--filter=catalog-mfe...']);
  rows.push({
    build: 'same, source restored (turbo cache hit)',
    seconds: restore.seconds.toFixed(1),
    tasks: restore.tasks,
    'from cache': restore.cached,
  });
  table('Build time (turbo; 2 shared CPU cores)', rows);
  return rows;
}
