import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteOrigin, cspDirectives, cspHeader } from '../domain/content-security-policy.ts';

/**
 * The hardening headers of every response, helmet's defaults (helmet itself is not used: it builds and
 * validates them on each request, one middleware call per header, a measurable share of a cached API
 * answer's cost in `npm run bench`). Remotes may be published on other origins (REMOTE_<NAME>_URL), so
 * their origins are in the CSP (see content-security-policy.ts); the shell page adds those of the
 * registry's current releases (shell-page.ts).
 */
function securityHeaders(remoteOrigins: string[], httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': cspHeader(cspDirectives(remoteOrigins, httpsOnly)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Old browsers without CSP frame-ancestors: never framed either.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export default fp(
  async function security(fastify: FastifyInstance) {
    const remoteOrigins = Object.values(fastify.config.frontends.remotes)
      .map((remote) => (remote.manifestUrl ? absoluteOrigin(remote.manifestUrl) : null))
      .filter((origin): origin is string => origin !== null);
    const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;
    const headers = securityHeaders(remoteOrigins, httpsOnly);
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', decorators: { fastify: ['config'] } },
);
