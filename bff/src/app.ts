import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config.ts';
import { validatorCompiler } from './lib/validators.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Test files live beside the code; autoload must not register them as plugins. */
const ignorePattern = /\.test\.ts$/;

/**
 * The whole BFF as one Fastify instance, fastify/demo style: infrastructure and domain plugins from
 * `plugins/` (ordered by their declared dependencies), then every route folder under `routes/`
 * (the folder path is the URL prefix). `server.ts` listens; tests call this and use `inject`.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    // Behind a proxy the incoming id ties our logs to the proxy's; otherwise a fresh one.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any hook or handler (a malformed percent-encoding, a path
    // parameter over maxParamLength) would otherwise leave in Fastify's own shape.
    frameworkErrors: (err, _request, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .send({ error: { code: 'bad_request', message: 'The URL is malformed.' } });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'plugins'),
    ignorePattern,
  });
  await app.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    ignorePattern,
    autoHooks: true,
    cascadeHooks: true,
  });

  return app;
}
