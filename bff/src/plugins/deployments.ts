import { mkdirSync, type Stats } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../domain/cache-policy.ts';
import { deploymentStore } from '../domain/deployments/store.ts';
import { servedToBrowsers } from '../rendering/first-view.ts';

/**
 * Serves the deployment store: every deployed version of every area stays reachable under
 * `/deployments/<area>/<version>/`, so tabs opened before a deploy or rollback keep working.
 */
export default fp(
  async function deployments(fastify: FastifyInstance) {
    const root = deploymentStore(fastify.config);
    mkdirSync(root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/deployments/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: servedToBrowsers,
      setHeaders: (reply: FastifyReply, filePath: string, stats: Stats) => {
        fastify.staticCompression.noteFile(reply, filePath, stats);
        reply.header('cache-control', cacheControlFor(filePath));
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  },
  { name: 'deployments', dependencies: ['frontends', 'compress'], decorators: { fastify: ['config'] } },
);
