import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteOrigin, cspDirectives, cspHeader } from '../domain/content-security-policy.ts';

/**
 * The hardening headers of every page, file and image: helmet's defaults (helmet itself is not used: it
 * builds and validates them on each request, one middleware call per header, a measurable share of a cached
 * API answer's cost in `npm run bench`). Remotes may be published on other origins (REMOTE_<NAME>_URL), so
 * their origins are in the CSP (see content-security-policy.ts); the shell page adds those of the
 * registry's current releases (shell-page.ts).
 */
function documentHeaders(remoteOrigins: string[], httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': cspHeader(cspDirectives(remoteOrigins, httpsOnly)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...hsts(httpsOnly),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Old browsers without CSP frame-ancestors: never framed either.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of the JSON API's answers: those OWASP's REST Security Cheat Sheet names for API responses
 * (a CSP that allows nothing and no framing, no MIME sniffing, no framing for old browsers, HSTS), plus no
 * cross-origin reads (CORP) and no referrer. The others of `documentHeaders` only act on an HTML document
 * (its opener, agent cluster, DNS prefetching, IE's download prompt, Adobe's cross-domain policies, the old
 * XSS auditor). Each header costs every answer Node's validation and its bytes: the six left out, and the
 * page's long policy, were ≈ 8 % of a cached listing answer's CPU (380 of its 2 211 bytes).
 */
function apiHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...hsts(httpsOnly),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

function hsts(httpsOnly: boolean): Record<string, string> {
  return httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

/** Below `/api/`, what is not a JSON answer: the API's documentation (HTML) and a buyer's uploaded file. */
const NOT_JSON_BELOW_API = /^\/api\/(?:docs(?:[/?]|$)|uploads\/[^/?]+)/;

/** Whether a request's answer is the JSON API's (so it gets `apiHeaders`). */
export function isJsonApiUrl(url: string): boolean {
  return url.startsWith('/api/') && !NOT_JSON_BELOW_API.test(url);
}

export default fp(
  async function security(fastify: FastifyInstance) {
    const remoteOrigins = Object.values(fastify.config.frontends.remotes)
      .map((remote) => (remote.manifestUrl ? absoluteOrigin(remote.manifestUrl) : null))
      .filter((origin): origin is string => origin !== null);
    const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;
    const forDocuments = documentHeaders(remoteOrigins, httpsOnly);
    const forApi = apiHeaders(httpsOnly);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(isJsonApiUrl(request.url) ? forApi : forDocuments);
      done();
    });
  },
  { name: 'security', decorators: { fastify: ['config'] } },
);
