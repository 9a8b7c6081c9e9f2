import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteOrigin, cspDirectives } from '../domain/content-security-policy.ts';

/**
 * Security headers. Remotes may be published on other origins (REMOTE_<NAME>_URL), so their origins
 * are allowed (see content-security-policy.ts); the shell page adds those of the registry's current
 * releases (shell-page.ts).
 */
export default fp(
  async function security(fastify: FastifyInstance) {
    const remoteOrigins = Object.values(fastify.config.frontends.remotes)
      .map((remote) => (remote.manifestUrl ? absoluteOrigin(remote.manifestUrl) : null))
      .filter((origin): origin is string => origin !== null);
    const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;

    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteOrigins, httpsOnly) },
      hsts: httpsOnly,
      // Old browsers without CSP frame-ancestors: never framed either.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security', decorators: { fastify: ['config'] } },
);
