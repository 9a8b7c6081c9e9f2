import { reportOptions } from '@shop/build-config/vitest';
import { defineConfig } from 'vitest/config';

/**
 * The BFF suite runs once on an in-memory SQLite database per test file and, when
 * TEST_DATABASE_URL is set (CI), once more on PostgreSQL with a fresh schema per app
 * (see test/app.ts), so files run in parallel on both engines.
 */
const engines = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  test: {
    environment: 'node',
    ...reportOptions(),
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        env: { SHOP_TEST_DB: engine, NODE_ENV: 'test' },
        testTimeout: 20_000,
        hookTimeout: 30_000,
      },
    })),
  },
});
