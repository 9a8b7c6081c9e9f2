import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * When `SHOP_REPORT_DIR` is set (the root `npm test` sets it) each suite also writes a JSON report there,
 * from which the root script sums passed and failed tests across all suites.
 */
export function reportOptions(cwd = process.cwd()) {
  const dir = process.env.SHOP_REPORT_DIR;
  if (!dir) return {};
  const name = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { name: string }).name;
  const file = join(dir, `vitest-${name.replace(/^@shop\//, '')}.json`);
  return { reporters: ['default', 'json'], outputFile: { json: file } };
}

const setupFile = fileURLToPath(new URL('./vitest-setup.ts', import.meta.url));

/**
 * Component tests of a frontend: jsdom, Testing Library matchers, tests beside the code. `define` holds what
 * the frontend's build defines, for tests that load the modules using it.
 */
export function frontendVitestConfig(define: Record<string, string> = {}): ViteUserConfig {
  return defineConfig({
    define,
    test: {
      environment: 'jsdom',
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      ...reportOptions(),
    },
  });
}

/** Pure or Node-side code. */
export function nodeVitestConfig(): ViteUserConfig {
  return defineConfig({
    test: { environment: 'node', include: ['src/**/*.test.ts'], ...reportOptions() },
  });
}
