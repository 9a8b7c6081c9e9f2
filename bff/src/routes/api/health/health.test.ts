import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../../../test/index.ts';

describe('the health checks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are ready while the database answers, never cached', async () => {
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  // Last: the app's database is closed under it, as a lost connection would leave it. On SQLite only: on
  // PostgreSQL the test app drops its schema through that database when it closes.
  it.runIf(testEngine === 'sqlite')(
    'fail, both, once the database does not answer: the load balancer takes the instance out',
    async () => {
      await app.db.destroy();
      for (const url of ['/api/health', '/api/health/ready']) {
        const answer = await app.inject({ url });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.json().error.code).toBe('internal_error');
      }
    },
  );
});
