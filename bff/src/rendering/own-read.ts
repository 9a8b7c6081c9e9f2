import { Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Kept-alive connections of this BFF to itself (an idle one does not keep the process running). */
const ownConnections = new Agent({ keepAlive: true });

/** A read slower than this is left to the frontend: the page waits for it. */
export const OWN_READ_TIMEOUT_MS = 2000;

export interface OwnReadAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

/** Where this BFF can reach itself: its own address, loopback for a wildcard one; null before it listens. */
function ownAddress(fastify: FastifyInstance): { host: string; port: number } | null {
  const address = fastify.server.address();
  if (address === null || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return { host, port: address.port };
}

/**
 * A GET to this BFF over a real connection, answered by the same routes, hooks and rules as any browser's
 * request. Not `fastify.inject`: its request and response objects are of other shapes than Node's, and
 * once they have been through Fastify's and Node's HTTP code, every request after costs more (in a bench,
 * a product answer's CPU rose by a quarter for the rest of the process's life). Null when the BFF is not
 * listening (a test app answering only by inject).
 */
export function ownRead(
  fastify: FastifyInstance,
  path: string,
  headers: Record<string, string>,
): Promise<OwnReadAnswer | null> {
  const address = ownAddress(fastify);
  if (address === null) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { ...address, path, method: 'GET', headers, agent: ownConnections, timeout: OWN_READ_TIMEOUT_MS },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`no answer from ${path} in ${OWN_READ_TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
