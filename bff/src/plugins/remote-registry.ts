import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteRegistry, type RemoteRegistry } from '../domain/deployments/remote-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: RemoteRegistry;
  }
}

export default fp(
  async function remoteRegistry(fastify: FastifyInstance) {
    fastify.decorate(
      'remoteRegistry',
      createRemoteRegistry(fastify.db, fastify.config.frontends.remotes, fastify.sharedFiles),
    );
  },
  { name: 'remote-registry', dependencies: ['db'], decorators: { fastify: ['config'] } },
);
