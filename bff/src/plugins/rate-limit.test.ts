import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../test/app.ts';

/** Several instances of the BFF as a load balancer would have them, limited to 3 logins a minute. */
const instances: FastifyInstance[] = [];
afterEach(async () => {
  // The first one made the shared schema and drops it: close it last.
  for (const app of instances.splice(0).reverse()) await app.close();
});

/** A failed login through each instance in turn: the status codes it got. */
async function loginsRoundRobin(apps: FastifyInstance[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = apps[i % apps.length] as FastifyInstance;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@wholesale.gr', password: 'not-it' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate limits across instances', () => {
  it.runIf(testEngine === 'postgres')('are counted in PostgreSQL: 3 a minute means 3 in all', async () => {
    const first = await buildTestApp({ authRateLimitMax: 3 });
    instances.push(first);
    const database = first.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres only');
    for (let i = 0; i < 2; i++) {
      instances.push(
        await buildTestApp({ authRateLimitMax: 3, database: { ...database, dropSchemaOnClose: false } }),
      );
    }
    expect(await loginsRoundRobin(instances, 5)).toEqual([401, 401, 401, 429, 429]);
    expect((await first.inject({ url: '/api/health' })).json().rateLimits).toEqual({
      store: 'database',
      up: true,
    });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(Boolean(redisUrl))('are counted in Redis when REDIS_URL is set', async () => {
    // A prefix of this test's own: the SQLite and PostgreSQL runs share the Redis server.
    const shared = {
      authRateLimitMax: 3,
      redisUrl: redisUrl ?? null,
      redisKeyPrefix: `test-${randomBytes(6).toString('hex')}:`,
    };
    for (let i = 0; i < 3; i++) instances.push(await buildTestApp(shared));
    expect(await loginsRoundRobin(instances, 5)).toEqual([401, 401, 401, 429, 429]);
    expect((await instances[0]?.inject({ url: '/api/health' }))?.json().rateLimits).toEqual({
      store: 'redis',
      up: true,
    });
    // Another prefix (another shop on the same Redis) counts on its own.
    const other = await buildTestApp({ ...shared, redisKeyPrefix: `${shared.redisKeyPrefix}other:` });
    instances.push(other);
    expect(await loginsRoundRobin([other], 1)).toEqual([401]);
  });

  it('let requests through while the shared store is unreachable, instead of closing the shop', async () => {
    const app = await buildTestApp({ authRateLimitMax: 1, redisUrl: 'redis://127.0.0.1:1' });
    instances.push(app);
    expect(await loginsRoundRobin([app], 3)).toEqual([401, 401, 401]);
    // The health check says so, and the instance stays in service.
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().rateLimits).toEqual({ store: 'redis', up: false });
  });
});

describe('the address a limit counts', () => {
  /** A failed login (each for another address, so only the client's limit counts) as from `forwardedFor`. */
  const loginAs = (app: FastifyInstance, forwardedFor: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `nobody-${randomBytes(4).toString('hex')}@wholesale.gr`, password: 'not-it' },
      })
      .then((response) => response.statusCode);

  it('is the connection’s: a client naming other addresses in X-Forwarded-For starts no fresh count', async () => {
    const app = await buildTestApp({ authRateLimitMax: 2 });
    instances.push(app);
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      statuses.push(await loginAs(app, address));
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('is the one the proxy names with TRUST_PROXY (behind the shop’s own proxy)', async () => {
    const app = await buildTestApp({ authRateLimitMax: 2, trustProxy: true });
    instances.push(app);
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])
      statuses.push(await loginAs(app, address));
    expect(statuses).toEqual([401, 401, 429, 401]);
  });
});
