import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI generated from the route schemas: UI at /api/docs, document at /api/openapi.json. */
export default fp(
  async function openApi(fastify: FastifyInstance) {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Wholesale storefront BFF',
          description:
            'Backend-for-frontend of the B2B wholesale shop. Prices are in euro cents and are only ever sent to a logged-in buyer.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'shop_session' } },
        },
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

    fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
