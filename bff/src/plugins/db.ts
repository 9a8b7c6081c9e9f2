import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connectDatabase, dropSchema, migrateToLatest } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { seedDatabase } from '../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens the database, runs the migrations and the idempotent seed, closes it on shutdown. */
export default fp(
  async function database(fastify: FastifyInstance) {
    const { config } = fastify;
    const db = await connectDatabase(config.database);
    try {
      const schema = config.database.kind === 'postgres' ? config.database.schema : null;
      const applied = await migrateToLatest(db, schema);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
      await seedDatabase(db, {
        demoUser: config.seedDemoUser,
        log: fastify.log,
        ...(config.seedPhotos ? { photosDir: config.photosDir } : {}),
      });
    } catch (err) {
      await db.destroy();
      throw err;
    }

    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      const dbConfig = config.database;
      if (dbConfig.kind === 'postgres' && dbConfig.schema && dbConfig.dropSchemaOnClose) {
        await dropSchema(db, dbConfig.schema);
      }
      await db.destroy();
    });
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
