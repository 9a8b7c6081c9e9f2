// `npm start`: builds what changed (turbo), then runs the BFF as bff's own `npm start` does (its environment
// and Node flags, read by bff/src/lib/start-command.ts), passing SIGTERM, SIGINT and SIGHUP on, so that a
// process manager stopping `npm start` stops the BFF cleanly and gets its exit code.
//
// Why not `turbo run build && npm run start -w bff`: npm runs a script with `sh -c`, and sh neither passes a
// signal on to what it runs nor execs the last command of a list. SIGTERM to `npm start` ended npm (143) and
// left the BFF running, still answering. The root script `exec`s this file, so npm's own forwarding of the
// signal reaches it; nothing here goes through a shell.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { startCommand } from '../bff/src/lib/start-command.ts';

const root = join(import.meta.dirname, '..');
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** The step running now (the build, then the BFF), and the signal that asked this process to stop. */
let current = null;
let stopSignal = null;

for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopSignal ??= signal;
    // Passed on to the step, which stops in its own way (turbo ends its tasks, the BFF drains); this process
    // ends when it has. A terminal's Ctrl-C reaches the step too: the BFF stops once, however often told.
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  });
}

/** Runs a step to its end: its exit code (128 + the signal's number when a signal ended it). */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    current = child;
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

const built = await run(
  process.execPath,
  [join(root, 'node_modules', 'turbo', 'bin', 'turbo'), 'run', 'build'],
  {
    cwd: root,
  },
);
// A stop asked for during the build: no BFF to start.
if (built !== 0 || stopSignal) process.exit(built !== 0 ? built : 128 + constants.signals[stopSignal]);

const start = startCommand();
const served = await run(process.execPath, [...start.flags, 'src/server.ts'], {
  cwd: join(root, 'bff'),
  env: { ...process.env, ...start.env },
});
process.exit(served);
