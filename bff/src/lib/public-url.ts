import type { FastifyRequest } from 'fastify';

/**
 * Origin for links in e-mails. PUBLIC_URL in real deployments: a link built from request headers
 * can be steered by whoever sends them. Without it (local use) the browser's Origin, else the host.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
