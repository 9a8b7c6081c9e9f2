// `npm run cluster`: the shop as it runs in production, on this machine: N BFF instances (default 3) on one
// PostgreSQL database behind HAProxy, each with a data folder of its own. Open the printed address; stop
// one instance (kill <pid>) and the shop goes on. Ctrl-C stops them all. `--help` tells the options.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../cluster/cluster.ts';
import { HAPROXY_MISSING, haproxyVersion } from '../cluster/haproxy.ts';

const USAGE = `Usage: npm run cluster [-- --instances 3 --port 8080]

Starts N BFF instances (default 3) on one PostgreSQL database behind HAProxy at 127.0.0.1:<port>.
  DATABASE_URL     the database (default postgres://postgres@127.0.0.1:5432/test)
  DATABASE_SCHEMA  a schema of its own in it (default shop_cluster; kept between runs)
  REDIS_URL        Redis for rate limits (default none: counted in PostgreSQL)
Needs the production build (npm run build) and HAProxy (apt-get install -y haproxy).`;

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    help: { type: 'boolean', short: 'h' },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!Number.isInteger(instances) || instances < 1 || instances > 9) fail('--instances: 1 to 9');
if (!Number.isInteger(port) || port < 1024 || port > 65_000) fail('--port: 1024 to 65000');
const proxy = haproxyVersion();
if (!proxy) fail(HAPROXY_MISSING);
if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
  fail('The frontends are not built: run `npm run build` first.');
}

const cluster = await startCluster({
  instances,
  port,
  databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  databaseSchema: process.env.DATABASE_SCHEMA || 'shop_cluster',
  redisUrl: process.env.REDIS_URL || null,
  dir: path.join(root, 'bff', 'data', 'cluster'),
  env: {
    // A shop to try: the demo buyer and staff member, the sample photos, staff without a second factor.
    SEED_DEMO_USER: process.env.SEED_DEMO_USER ?? '1',
    SEED_PHOTOS: process.env.SEED_PHOTOS ?? '1',
    STAFF_2FA: process.env.STAFF_2FA ?? 'optional',
  },
}).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));

const lines = [
  '',
  `  Wholesale shop (${instances} instances behind ${proxy}): http://localhost:${port}`,
  '',
  ...cluster.instances.map(
    (instance) => `  ${instance.name}  ${instance.url}  pid ${instance.pid}  data ${instance.dataDir}`,
  ),
  '',
  '  Health: /api/health (database, rate-limit store) · readiness: /api/health/ready',
  '  Try: kill <pid> of one instance (it drains, HAProxy takes it out, the shop goes on). Ctrl-C stops all.',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Stopping the cluster…\n');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
