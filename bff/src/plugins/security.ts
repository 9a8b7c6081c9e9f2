import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteOrigin, cspDirectives, cspHeader } from '../domain/content-security-policy.ts';

/**
 * Security headers. Remotes may be published on other origins (REMOTE_<NAME>_URL), so their origins
 * are allowed (see content-security-policy.ts); the shell page adds those of the registry's current
 * releases (shell-page.ts). The policy is the same for every response, so its header value is built once
 * here rather than by helmet on each request.
 */
export default fp(
  async function security(fastify: FastifyInstance) {
    const remoteOrigins = Object.values(fastify.config.frontends.remotes)
      .map((remote) => (remote.manifestUrl ? absoluteOrigin(remote.manifestUrl) : null))
      .filter((origin): origin is string => origin !== null);
    const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;

    const csp = cspHeader(cspDirectives(remoteOrigins, httpsOnly));
    // Old browsers without CSP frame-ancestors: never framed either.
    await fastify.register(helmet, {
      contentSecurityPolicy: false,
      hsts: httpsOnly,
      frameguard: { action: 'deny' },
    });
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', csp);
      done();
    });
  },
  { name: 'security', decorators: { fastify: ['config'] } },
);
