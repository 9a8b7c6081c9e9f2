import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The frontends import constants and rules from this package, never the API schemas. With
 * `"sideEffects": false` the bundler skips every module none of whose exports is used, so the
 * schemas (and TypeBox) stay out of the frontends only if each module is either schema-only
 * (api/, domain/) or TypeBox-free (everything else).
 */
const SRC = import.meta.dirname;
const SCHEMA_DIRS = ['api', 'domain'];

function sources(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('schema modules and schema-free modules', () => {
  const files = sources('.');

  it('has "sideEffects": false so unused schema modules are dropped from bundles', () => {
    const pkg = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8'));
    expect(pkg.sideEffects).toBe(false);
  });

  it.each(files.filter((f) => SCHEMA_DIRS.includes(f.split(path.sep)[0] ?? '')))(
    '%s exports schemas only',
    async (file) => {
      const mod = await import(`./${file}`);
      const values = Object.keys(mod).filter((name) => !name.endsWith('Schema'));
      expect(values).toEqual([]);
    },
  );

  it.each(files.filter((f) => !SCHEMA_DIRS.includes(f.split(path.sep)[0] ?? '') && f !== 'index.ts'))(
    '%s does not import TypeBox',
    (file) => {
      expect(readFileSync(path.join(SRC, file), 'utf8')).not.toMatch(/from ['"]typebox/);
    },
  );
});
