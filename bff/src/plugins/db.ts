import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connectDatabase, dropSchema, migrateToLatest } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { createSharedFiles, type SharedFiles } from '../domain/shared-files/shared-files.ts';
import { emailsOfBuyerAndStaff } from '../repositories/staff.ts';
import { seedDatabase } from '../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Released frontends and product photos, readable by every instance (the database on PostgreSQL). */
    sharedFiles: SharedFiles;
  }
}

/**
 * Opens the database, runs the migrations and the idempotent seed (quick: the sample photographs are drawn
 * in the background, seed-photos.ts), closes it on shutdown; with it the shared files (on PostgreSQL, kept in
 * the database so that every instance serves them).
 */
export default fp(
  async function database(fastify: FastifyInstance) {
    const { config } = fastify;
    const db = await connectDatabase(config.database);
    const sharedFiles = createSharedFiles(db, config);
    try {
      const schema = config.database.kind === 'postgres' ? config.database.schema : null;
      const applied = await migrateToLatest(db, schema);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
      const shared = await emailsOfBuyerAndStaff(db);
      if (shared.length > 0) {
        fastify.log.warn(
          { emails: shared },
          'e-mail addresses of a buyer and a staff member at once (migration 017): settle each',
        );
      }
      await seedDatabase(db, { demoUser: config.seedDemoUser, log: fastify.log });
    } catch (err) {
      await db.destroy();
      throw err;
    }

    fastify.decorate('db', db);
    fastify.decorate('sharedFiles', sharedFiles);
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
