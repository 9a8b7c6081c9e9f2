import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, testEngine } from '../test/index.ts';

/**
 * Three instances of the BFF on one PostgreSQL database, as behind a load balancer: what one does, the others
 * see at once (issue 29). The cluster test with HAProxy covers the same over real connections.
 */
describe.runIf(testEngine === 'postgres')('several instances on one PostgreSQL', () => {
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    const first = await buildTestApp();
    instances.push(first);
    const database = first.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres only');
    for (let i = 0; i < 2; i++) {
      instances.push(await buildTestApp({ database: { ...database, dropSchemaOnClose: false } }));
    }
  });
  // The first one made the shared schema and drops it: closed last.
  afterAll(async () => {
    for (const app of [...instances].reverse()) await app.close();
  });

  it('share a session: logged in through one, used through the others, and a logout ends it on all at once', async () => {
    const [a, b, c] = instances as [FastifyInstance, FastifyInstance, FastifyInstance];
    const buyer = await registerBuyer(a);
    for (const app of [a, b, c]) {
      const me = await caller(app, buyer)('GET', '/api/auth/me');
      expect(me.json().buyer?.email).toBe(buyer.email);
    }
    expect((await caller(b, buyer)('POST', '/api/auth/logout')).statusCode).toBe(204);
    for (const app of [a, b, c]) {
      const me = await caller(app, buyer)('GET', '/api/auth/me');
      expect(me.json().buyer ?? null).toBeNull();
    }
  });
});
