import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/index.ts';
import { samples } from '../domain/uploads/test-files.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { freePortRange } from './free-ports.ts';
import { haproxyVersion } from './haproxy.ts';
import { ShopClient } from './shop-client.ts';

const DEPLOY_TOOL = path.join(import.meta.dirname, '..', 'cli', 'deploy.ts');
/** Failed logins allowed per address and minute, in all (AUTH_RATE_LIMIT_MAX). */
const LOGIN_LIMIT = 4;

/**
 * Three BFF processes on one PostgreSQL database behind HAProxy, over real connections (issue 29): what one
 * instance does, every other sees. Runs with the PostgreSQL suite; CI installs HAProxy (.ci/run), and
 * elsewhere the file is skipped without it, saying so.
 */
const haproxy = haproxyVersion();
if (!haproxy && testEngine === 'postgres' && process.env.CI !== 'true') {
  console.warn('cluster.test.ts skipped: HAProxy is not installed (apt-get install -y haproxy)');
}
describe.runIf(testEngine === 'postgres' && (haproxy !== null || process.env.CI === 'true'))(
  'three instances behind HAProxy',
  () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `cluster_${randomBytes(5).toString('hex')}`;
    let dir: string;
    let cluster: Cluster;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-test-'));
      cluster = await startCluster({
        instances: 3,
        port: await freePortRange(4),
        databaseUrl: url,
        databaseSchema: schema,
        redisUrl: process.env.TEST_REDIS_URL ?? null,
        dir,
        env: {
          AUTH_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
          REDIS_KEY_PREFIX: `${schema}:`,
          SEED_DEMO_USER: '0',
          SEED_PHOTOS: '0',
          // The mails are written to each instance's DATA_DIR/outbox: counted across the three below.
          SMTP_URL: '',
        },
      });
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      await rm(dir, { recursive: true, force: true });
    }, 60_000);

    const instanceUrls = () => cluster.instances.map((instance) => instance.url);

    it('a session made through HAProxy is used through each instance, and a logout through one ends it on all', async () => {
      const buyer = new ShopClient();
      await buyer.register(cluster.url);
      for (const origin of instanceUrls()) {
        const me = await buyer.call(origin, 'GET', '/api/auth/me');
        expect(me.body).toMatchObject({ buyer: { email: buyer.email } });
      }
      const [, second] = instanceUrls() as [string, string, string];
      const session = buyer.cookie;
      expect((await buyer.call(second, 'POST', '/api/auth/logout')).status).toBe(204);
      buyer.cookie = session;
      for (const origin of instanceUrls()) {
        const me = await buyer.call(origin, 'GET', '/api/auth/me');
        expect((me.body as { buyer?: unknown }).buyer ?? null).toBeNull();
      }
    });

    it('a logo uploaded through one instance is read, byte for byte, through each', async () => {
      const buyer = new ShopClient();
      await buyer.register(cluster.url);
      const [first] = instanceUrls() as [string];
      const form = new FormData();
      const logo = Buffer.concat([samples.png, randomBytes(300_000)]);
      form.append('file', new Blob([logo], { type: 'image/png' }), 'logo.png');
      const sent = await buyer.call(first, 'POST', '/api/uploads', form);
      expect(sent.status).toBe(201);
      const { id } = sent.body as { id: string };
      for (const origin of [...instanceUrls(), cluster.url]) {
        const read = await buyer.call(origin, 'GET', `/api/uploads/${id}`);
        expect(read.status).toBe(200);
        expect(read.bytes.equals(logo)).toBe(true);
      }
    });

    it('a remote deployed with one instance’s data folder is what every instance hands out next', async () => {
      const [first] = cluster.instances;
      const build = path.join(dir, 'catalog-build');
      const marker = randomUUID();
      await mkdir(path.join(build, 'static', 'js'), { recursive: true });
      await writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify({ id: 'catalog', marker }));
      await writeFile(path.join(build, 'static', 'js', 'page.js'), `export const marker = "${marker}";`);
      const deploy = spawnSync(process.execPath, [DEPLOY_TOOL, 'deploy', 'catalog', '--from', build], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATABASE_SCHEMA: schema,
          DATA_DIR: first?.dataDir,
          DEPLOYED_BY: 'cluster test',
        },
        encoding: 'utf8',
      });
      expect(deploy.status, deploy.stderr).toBe(0);
      for (const origin of [...instanceUrls().slice(1), cluster.url]) {
        const client = new ShopClient();
        const registry = await client.call(origin, 'GET', '/api/remotes');
        const catalog = (registry.body as { remotes: { name: string; manifestUrl: string }[] }).remotes.find(
          (entry) => entry.name === 'catalog',
        );
        expect(catalog?.manifestUrl).toMatch(/^\/deployments\/catalog\/[^/]+\/mf-manifest\.json$/);
        const manifest = await client.call(origin, 'GET', catalog?.manifestUrl ?? '');
        expect(manifest.body).toEqual({ id: 'catalog', marker });
        const page = await client.call(
          origin,
          'GET',
          (catalog?.manifestUrl ?? '').replace('mf-manifest.json', 'static/js/page.js'),
        );
        expect(page.bytes.toString()).toContain(marker);
      }
    });

    it(`allows ${LOGIN_LIMIT} failed logins a minute in all, whichever instances they reach`, async () => {
      const buyer = new ShopClient();
      await buyer.register(cluster.url);
      const urls = instanceUrls();
      // From the buyer's address: the limit counts per client address.
      const attempt = (origin: string) =>
        buyer.call(origin, 'POST', '/api/auth/login', {
          email: buyer.email,
          password: 'Wrong-password-1!',
        });
      for (let i = 0; i < LOGIN_LIMIT; i++)
        expect((await attempt(urls[i % urls.length] ?? '')).status).toBe(401);
      for (const origin of [...urls, cluster.url]) expect((await attempt(origin)).status).toBe(429);
    });

    it('sends each outbox mail exactly once, whichever instance claims it', async () => {
      const buyers = await Promise.all(
        [0, 1, 2].map(async () => {
          const buyer = new ShopClient();
          await buyer.register(cluster.url);
          return buyer;
        }),
      );
      const references: string[] = [];
      for (const buyer of buyers) {
        expect((await buyer.addLine(cluster.url)).status).toBe(200);
        const order = await buyer.submitOrder(cluster.url, randomUUID());
        expect(order.status).toBe(201);
        references.push((order.body as { reference: string }).reference);
      }
      // Every mail queued (each buyer's confirmation, the team's copies) is written to exactly one outbox.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const count = async (where: string) =>
        (await client.query(`select count(*)::int as n from "${schema}".mail_outbox ${where}`)).rows[0]
          ?.n as number;
      try {
        const deadline = Date.now() + 30_000;
        while ((await count('where sent_at is null')) > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(await count('where sent_at is null')).toBe(0);
        const mails = await outboxMails(cluster);
        expect(mails).toHaveLength(await count(''));
        for (const buyer of buyers) expect(mails.filter((mail) => isTo(mail, buyer.email))).toHaveLength(1);
        for (const reference of references) expect(mails.some((mail) => mail.includes(reference))).toBe(true);
      } finally {
        await client.end();
      }
    });
  },
);

const isTo = (mail: string, email: string) => mail.split(/\r?\n/).includes(`To: ${email}`);

async function outboxMails(cluster: Cluster): Promise<string[]> {
  const mails: string[] = [];
  for (const instance of cluster.instances) {
    const outbox = path.join(instance.dataDir, 'outbox');
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      if (name.endsWith('.eml')) mails.push(await readFile(path.join(outbox, name), 'utf8'));
    }
  }
  return mails;
}
