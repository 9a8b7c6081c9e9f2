import type { Stats } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../domain/cache-policy.ts';
import { POOL } from '../domain/deployments/file-pool.ts';
import { deploymentStore } from '../domain/deployments/store.ts';
import { makeWritableFolder } from '../lib/writable-folder.ts';
import { servedToBrowsers } from '../rendering/first-view.ts';

const RELEASE_URL = /^\/deployments\/([a-z]+)\/([^/?#]+)\/([^?#]*)/;

/**
 * Serves the deployment store: every deployed version of every area stays reachable under
 * `/deployments/<area>/<version>/`, and a remote's content-hashed files under `/deployments/<area>/files/`
 * (file-pool.ts), so tabs opened before a deploy or rollback keep working.
 */
export default fp(
  async function deployments(fastify: FastifyInstance) {
    const root = deploymentStore(fastify.config);
    // DEPLOYMENTS_DIR may be anywhere, not only in the data folder.
    makeWritableFolder(root, {
      what: 'deployments',
      variable: process.env.DEPLOYMENTS_DIR ? 'DEPLOYMENTS_DIR' : 'DATA_DIR',
    });
    // What another instance published (PostgreSQL) is put on this disk before it is served: a release's
    // folder, or one file of an area's pool.
    fastify.addHook('onRequest', async (request) => {
      const [, area, folder, rest] = RELEASE_URL.exec(request.url) ?? [];
      if (!area || !folder) return;
      if (folder === POOL) await fastify.sharedFiles.ensurePooled(area, rest ?? '');
      else await fastify.sharedFiles.ensureRelease(area, folder);
    });
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
  {
    name: 'deployments',
    dependencies: ['db', 'frontends', 'compress'],
    decorators: { fastify: ['config'] },
    // Not fp-shared: the hook above applies to this plugin's routes only.
    encapsulate: true,
  },
);
