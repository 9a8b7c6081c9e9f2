import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../domain/uploads/test-files.ts';
import type { Cluster } from './cluster.ts';
import { BUYER_PASSWORD, ShopClient } from './shop-client.ts';
import { clusterTestsRun, startTestCluster, type TestCluster } from './test-cluster.ts';

const DEPLOY_TOOL = path.join(import.meta.dirname, '..', 'cli', 'deploy.ts');
/** Failed logins allowed per address and minute, in all (AUTH_RATE_LIMIT_MAX). */
const LOGIN_LIMIT = 4;

/**
 * Three BFF processes on one PostgreSQL database behind HAProxy, over real connections (issue 29): what one
 * instance does, every other sees. Runs with the PostgreSQL suite (test-cluster.ts says when it is skipped).
 */
describe.runIf(clusterTestsRun('cluster.test.ts'))('three instances behind HAProxy', () => {
  let cluster: Cluster;
  let shop: TestCluster;
  let dir: string;

  beforeAll(async () => {
    shop = await startTestCluster({
      AUTH_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      // The mails are written to each instance's DATA_DIR/outbox: counted across the three below.
      SMTP_URL: '',
    });
    cluster = shop.cluster;
    dir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-build-'));
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
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
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATABASE_SCHEMA: first?.env.DATABASE_SCHEMA,
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

  it('counts wrong passwords per account, whichever addresses and instances they come from', async () => {
    const owner = new ShopClient();
    await owner.register(cluster.url);
    const urls = [...instanceUrls(), cluster.url];
    const attempt = (origin: string, password: string) =>
      new ShopClient().call(origin, 'POST', '/api/auth/login', { email: owner.email, password });
    for (let i = 0; i < 5; i++)
      expect((await attempt(urls[i % urls.length] ?? '', `Wrong-${i}-pass!`)).status).toBe(401);
    for (const origin of urls) expect((await attempt(origin, BUYER_PASSWORD)).status).toBe(429);
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
    const count = async (where: string) =>
      (await shop.query<{ n: number }>(`select count(*)::int as n from $schema.mail_outbox ${where}`))[0]?.n;
    const deadline = Date.now() + 30_000;
    while ((await count('where sent_at is null')) !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await count('where sent_at is null')).toBe(0);
    const mails = await outboxMails(cluster);
    expect(mails).toHaveLength((await count('')) ?? -1);
    for (const buyer of buyers) expect(mails.filter((mail) => isTo(mail, buyer.email))).toHaveLength(1);
    for (const reference of references) expect(mails.some((mail) => mail.includes(reference))).toBe(true);
  });
});

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
