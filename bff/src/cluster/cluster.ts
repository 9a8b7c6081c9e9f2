import path from 'node:path';
import { startHaproxy } from './haproxy.ts';
import { Instance } from './instance.ts';
import { type RunningProcess, stopProcess } from './processes.ts';

export interface ClusterOptions {
  /** How many BFF instances (default 3). */
  instances?: number;
  /** HAProxy's port (default 8080); the instances listen on the ports after it. */
  port?: number;
  /** The PostgreSQL database every instance uses. */
  databaseUrl: string;
  /** A schema of its own in it (DATABASE_SCHEMA), or null for the database's default. */
  databaseSchema?: string | null;
  /** Redis for rate limits, if any (REDIS_URL); otherwise they are counted in PostgreSQL. */
  redisUrl?: string | null;
  /** Where the instances' data folders and HAProxy's configuration go. */
  dir: string;
  /** More settings for every instance (SEED_DEMO_USER, AUTH_RATE_LIMIT_MAX, …). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** HAProxy's address: the shop. */
  url: string;
  instances: Instance[];
  proxy: RunningProcess;
  /** Stops HAProxy and every instance (SIGTERM: each drains). */
  stop(): Promise<void>;
}

/**
 * N BFF instances on one PostgreSQL database behind HAProxy (`npm run cluster`, the cluster tests and the
 * bench). The first instance starts alone (it migrates and seeds the database), the others together; each
 * has a data folder of its own, which holds nothing the others need. HAProxy starts last.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 3;
  const port = options.port ?? 8080;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    // Behind HAProxy: the client's address comes in X-Forwarded-For, and mailed links lead to HAProxy.
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://localhost:${port}`,
    // Long enough for HAProxy's next check (every second) to take a draining instance out.
    SHUTDOWN_DRAIN_SECONDS: '2',
    ...options.env,
  };
  const instances = Array.from(
    { length: count },
    (_, index) =>
      new Instance(`bff${index + 1}`, port + index + 1, path.join(options.dir, `bff${index + 1}`), env),
  );
  let proxy: RunningProcess | null = null;
  const stop = async () => {
    if (proxy) await stopProcess(proxy);
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  try {
    const [first, ...others] = instances as [Instance, ...Instance[]];
    await first.start();
    await Promise.all(others.map((instance) => instance.start()));
    proxy = await startHaproxy(options.dir, { port, backends: instances.map((instance) => instance.port) });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, instances, proxy, stop };
}
