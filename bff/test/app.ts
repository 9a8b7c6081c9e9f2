import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../src/config.ts';

/** Which engine this test run uses; the vitest project sets it (vitest.config.ts). */
export const testEngine: 'sqlite' | 'postgres' =
  process.env.SHOP_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

function testDatabase(): DatabaseConfig {
  if (testEngine === 'sqlite') return { kind: 'sqlite', file: ':memory:' };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SHOP_TEST_DB=postgres needs TEST_DATABASE_URL');
  // A schema of its own per app: test files run in parallel against one database.
  return { kind: 'postgres', url, schema: `test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true };
}

/**
 * A fully built app on a fresh, migrated and seeded database with its own data folder (outbox,
 * uploads), no built frontends, and auth rate limits high enough not to trip. Close it in afterAll.
 * `beforeReady` may change the built app before its start-up hooks run (a test's slow file store).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  { beforeReady }: { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    FRONTEND_ROOT: path.join(dataDir, 'no-frontends'),
  });
  const config: AppConfig = {
    ...base,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    database: testDatabase(),
    seedDemoUser: false,
    authRateLimitMax: 1000,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  app.addHook('onClose', async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeReady?.(app);
  await app.ready();
  return app;
}
