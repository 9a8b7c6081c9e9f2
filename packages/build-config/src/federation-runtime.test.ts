import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { esmFederationRuntime } from './federation-runtime.ts';

const require = createRequire(import.meta.url);

describe('esmFederationRuntime', () => {
  const aliases = esmFederationRuntime();

  it('covers the files Rspack’s federation plugin names (require.resolve from the runtime tools)', () => {
    // What @rspack/core's ModuleFederationPlugin resolves and writes into the code it adds.
    const runtimeTools = require.resolve('@module-federation/runtime-tools');
    const named = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'].map((pkg) =>
      require.resolve(pkg, { paths: [runtimeTools] }),
    );
    for (const file of [runtimeTools, ...named]) expect(aliases).toHaveProperty(`${file}$`);
  });

  it('sends each CommonJS file to an ES module of the same package', () => {
    for (const [from, to] of Object.entries(aliases)) {
      expect(from).toMatch(/\.cjs\$$/);
      expect(to).toBe(from.replace(/\.cjs\$$/, '.js'));
      expect(readFileSync(to, 'utf8')).toMatch(/^export\b/m);
    }
  });
});
