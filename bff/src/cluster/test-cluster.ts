import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testEngine } from '../../test/index.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { freePortRange } from './free-ports.ts';
import { haproxyVersion } from './haproxy.ts';

/**
 * Whether this run starts real clusters: with the PostgreSQL suite, where HAProxy is installed. CI installs
 * it (.ci/run), and there a missing HAProxy fails the tests instead of skipping them.
 */
export function clusterTestsRun(file: string): boolean {
  if (testEngine !== 'postgres') return false;
  if (haproxyVersion() !== null || process.env.CI === 'true') return true;
  console.warn(`${file} skipped: HAProxy is not installed (apt-get install -y haproxy)`);
  return false;
}

export interface TestCluster {
  cluster: Cluster;
  /** One query on the cluster's schema (its name replaces `$schema`). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Stops the cluster and drops its schema and folders. */
  stop(): Promise<void>;
}

/** A cluster of 3 instances on a schema of its own in TEST_DATABASE_URL, free ports, a temporary folder. */
export async function startTestCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-test-'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const cleanUp = async () => {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    await rm(dir, { recursive: true, force: true });
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      instances: 3,
      port: await freePortRange(4),
      databaseUrl: url,
      databaseSchema: schema,
      redisUrl: process.env.TEST_REDIS_URL ?? null,
      dir,
      env: { REDIS_KEY_PREFIX: `${schema}:`, SEED_DEMO_USER: '0', SEED_PHOTOS: '0', ...env },
    });
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    cluster,
    async query(text, values) {
      return (await client.query(text.replaceAll('$schema', `"${schema}"`), values)).rows;
    },
    async stop() {
      await cluster.stop();
      await cleanUp();
    },
  };
}
