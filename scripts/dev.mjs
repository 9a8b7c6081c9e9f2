// `npm run dev`: the BFF plus every frontend's dev server with HMR. The BFF's registry points at the
// remotes' dev servers, so the shell (http://127.0.0.1:3010) composes them exactly as in production.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { DEV_PORTS } = await import('../packages/build-config/src/ports.ts');
const { REMOTE_NAMES } = await import('../packages/contracts/src/remotes.ts');

const env = { ...process.env };
for (const name of REMOTE_NAMES) {
  env[`REMOTE_${name.toUpperCase()}_URL`] ??= `http://127.0.0.1:${DEV_PORTS[name]}/mf-manifest.json`;
}
env.PORT ??= String(DEV_PORTS.bff);
// Links in mails lead to the shell's dev server, where the shop is opened.
env.PUBLIC_URL ??= `http://127.0.0.1:${DEV_PORTS.shell}`;

console.log(
  `Shop (dev): http://127.0.0.1:${DEV_PORTS.shell}  ·  BFF: http://127.0.0.1:${DEV_PORTS.bff}/api/docs`,
);
const child = spawn('npx', ['turbo', 'run', 'dev', '--concurrency=20'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
