import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningProcess, runProcess, waitUntil } from './processes.ts';

export const HAPROXY_MISSING =
  'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y haproxy (then run this again).';

/** `HAProxy <version>`, or null when it is not installed. */
export function haproxyVersion(): string | null {
  const run = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  return `HAProxy ${/version (\S+)/.exec(run.stdout)?.[1] ?? ''}`.trim();
}

export interface ProxyOptions {
  port: number;
  /** The BFF instances' ports, on 127.0.0.1. */
  backends: readonly number[];
}

/**
 * The load balancer in front of the instances: round robin; an instance is in service while
 * `GET /api/health/ready` answers 200, checked every second (out after one failed check, back after two
 * good ones), so a draining instance (SIGTERM) leaves before it stops. A request whose connection to an
 * instance fails is sent to another (`retry-on conn-failure`: nothing of it reached the dead one); one
 * that reached an instance which then died is answered 502, and the client retries with its idempotency
 * key. The client's address goes on in `X-Forwarded-For` (the BFF runs with TRUST_PROXY=1).
 */
export function haproxyConfig({ port, backends }: ProxyOptions): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend bffs',
    'backend bffs',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 1s fall 1 rise 2',
    ...backends.map((backend, index) => `  server bff${index + 1} 127.0.0.1:${backend} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground with that configuration (written into `dir`); resolves once it listens. */
export async function startHaproxy(dir: string, options: ProxyOptions): Promise<RunningProcess> {
  if (!haproxyVersion()) throw new Error(HAPROXY_MISSING);
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(options));
  const proxy = runProcess(
    'haproxy',
    spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  await waitUntil(`HAProxy on ${options.port}`, proxy, async () => {
    const answer = await fetch(`http://127.0.0.1:${options.port}/api/health/ready`);
    return answer.ok;
  });
  return proxy;
}
