import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedTable } from '@shop/build-config';
import { describe, expect, it } from 'vitest';

/**
 * `@shop/ui` is a shared singleton: every page downloads all of its main entry, tree-shaken or not. The parts
 * only some frontends use are subpaths (decision 0019), bundled into each frontend that imports them; these
 * tests keep them out of what every page pays for.
 */

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const parts = Object.entries(manifest.exports).filter(
  ([subpath]) => !['.', './tokens.css', './package.json'].includes(subpath),
);

/** Every file the main entry reaches through relative imports and re-exports. */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
      visit(join(dirname(file), specifier ?? ''));
    }
  };
  visit(entry);
  return seen;
}

describe('the parts bundled per frontend', () => {
  it('are subpaths', () => {
    expect(parts.map(([subpath]) => subpath)).toContain('./dialog');
  });

  it('are not reached from the shared main entry', () => {
    const reached = reachedFrom(join(here, 'index.ts'));
    for (const [subpath, target] of parts) {
      expect(reached.has(join(here, '..', target)), subpath).toBe(false);
    }
  });

  it('are not shared modules', () => {
    const shared = Object.keys(sharedTable());
    expect(shared).toContain('@shop/ui');
    expect(shared.filter((name) => name.startsWith('@shop/ui/'))).toEqual([]);
  });
});
