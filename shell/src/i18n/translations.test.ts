/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `en.json` in a catalogue folder and in its subfolders (parts loaded with a lazy page). */
function englishIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return englishIn(join(folder, entry.name));
    return entry.name === 'en.json' ? [join(folder, entry.name)] : [];
  });
}

/**
 * Every frontend's and package's English catalogues: `en.json` in `<dir>/src/i18n` or below it, `<dir>` one
 * or two levels down.
 */
function englishCatalogues(): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    const folder = join(dir, 'src', 'i18n');
    if (existsSync(folder)) found.push(...englishIn(folder));
    if (depth === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') {
        visit(join(dir, entry.name), depth - 1);
      }
    }
  };
  visit(repoRoot, 2);
  return found.sort();
}

/** `a.b.c` paths of every string (leaf) in a catalogue. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const catalogues = englishCatalogues();

describe('translations', () => {
  it('finds the catalogues of the shell (its content pages’ too), the five remotes and the platform', () => {
    const owners = catalogues.map((path) => relative(repoRoot, path).split('/src/')[0]);
    expect(owners).toEqual(
      expect.arrayContaining([
        'shell',
        'catalog-mfe',
        'basket-mfe',
        'custom-mfe',
        'account-mfe',
        'office-mfe',
        'packages/platform',
      ]),
    );
    expect(catalogues.map((path) => relative(repoRoot, path))).toContain('shell/src/i18n/content/en.json');
  });

  it.each(catalogues.map((path) => [relative(repoRoot, path), path]))(
    '%s has a Greek twin with exactly the same keys',
    (_name, enPath) => {
      const grPath = join(dirname(enPath), 'gr.json');
      expect(existsSync(grPath), `${grPath} is missing`).toBe(true);
      const english = new Set(keyPaths(readJson(enPath)));
      const greek = new Set(keyPaths(readJson(grPath)));
      expect({ missingInGreek: [...english].filter((key) => !greek.has(key)) }).toEqual({
        missingInGreek: [],
      });
      expect({ onlyInGreek: [...greek].filter((key) => !english.has(key)) }).toEqual({ onlyInGreek: [] });
    },
  );

  it.each(catalogues.map((path) => [relative(repoRoot, path), path]))(
    '%s has no empty Greek text',
    (_name, enPath) => {
      const greek = readJson(join(dirname(enPath), 'gr.json'));
      const empty = keyPaths(greek).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], greek);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    },
  );
});
