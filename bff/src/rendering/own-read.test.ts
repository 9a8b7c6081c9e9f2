import { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { OWN_READ_TIMEOUT_MS, ownRead } from './own-read.ts';

describe('a read of the BFF from itself', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  function appWith(routes: (fastify: FastifyInstance) => void): FastifyInstance {
    app = Fastify();
    routes(app);
    return app;
  }

  it('is a real request over a connection, with the headers given, answered as any other', async () => {
    const seen: Array<{ node: boolean; from: string | undefined; cookie: unknown }> = [];
    appWith((fastify) =>
      fastify.get('/api/thing', async (request, reply) => {
        seen.push({
          node: request.raw instanceof IncomingMessage,
          from: request.socket.remoteAddress,
          cookie: request.headers.cookie,
        });
        return reply.code(201).send({ thing: 'ü' });
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(await ownRead(app, '/api/thing', { cookie: 'session=abc' })).toEqual({
      statusCode: 201,
      contentType: 'application/json; charset=utf-8',
      body: '{"thing":"ü"}',
    });
    expect(seen).toEqual([{ node: true, from: '127.0.0.1', cookie: 'session=abc' }]);
  });

  it('is none before the BFF listens', async () => {
    appWith((fastify) => fastify.get('/api/thing', async () => ({})));
    await app.ready();
    expect(await ownRead(app, '/api/thing', {})).toBeNull();
  });

  it('fails on a path that is no request, and on an answer slower than its limit', async () => {
    let release = () => {};
    appWith((fastify) =>
      fastify.get('/api/slow', () => new Promise((resolve) => (release = () => resolve({})))),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    await expect(ownRead(app, '/api/a b', {})).rejects.toThrow();
    const started = Date.now();
    await expect(ownRead(app, '/api/slow', {})).rejects.toThrow(/no answer/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(OWN_READ_TIMEOUT_MS - 50);
    release();
  }, 10_000);
});
