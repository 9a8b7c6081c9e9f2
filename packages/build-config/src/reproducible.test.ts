import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withSortedUsedIn } from './reproducible.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds a frontend into a folder of its own (its served `dist/` stays as it is). */
function build(frontend: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${frontend}-build-`));
  const result = spawnSync('npx', ['rsbuild', 'build'], {
    cwd: path.join(root, frontend),
    env: { ...process.env, SHOP_BUILD_DIR: dir, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return dir;
}

/** Every file of a build by its path, as a digest of its bytes: what the deploy tool's version hashes. */
function digests(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

describe('withSortedUsedIn', () => {
  it('sorts every usedIn list, wherever it is, and leaves everything else in its order', () => {
    const stats = {
      shared: [{ name: 'react', usedIn: ['./ReadyToShip', './ProductDetail'], assets: ['b.js', 'a.js'] }],
      exposes: [{ path: './ReadyToShip' }, { path: './ProductDetail' }],
    };
    expect(withSortedUsedIn(stats)).toEqual({
      shared: [{ name: 'react', usedIn: ['./ProductDetail', './ReadyToShip'], assets: ['b.js', 'a.js'] }],
      exposes: [{ path: './ReadyToShip' }, { path: './ProductDetail' }],
    });
  });
});

describe('a build of the same source', { timeout: 180_000 }, () => {
  it.each(['catalog-mfe', 'shell'])('%s: gives the same files, byte for byte, every time', (frontend) => {
    const first = digests(build(frontend));
    expect(Object.keys(first)).toContain('mf-manifest.json');
    expect(digests(build(frontend))).toEqual(first);
  });
});
