import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginLocationFreeSourceMaps, SOURCE_NAMES, withSortedUsedIn } from './reproducible.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds a frontend into a folder of its own (its served `dist/` stays as it is), `below` folders deeper: the
 * deploy tool builds in a temporary folder, `npm run build` into `dist/`, and both must give the same bytes.
 */
function build(frontend: string, below: string[] = []): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `${frontend}-build-`)), ...below);
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
  // The shell ships source maps (readable production errors), whose sources once named the output folder.
  it.each([
    ['catalog-mfe', false],
    ['shell', true],
  ])(
    '%s: gives the same files, byte for byte, every time and wherever it is written',
    (frontend, sourceMaps) => {
      const first = digests(build(frontend));
      expect(Object.keys(first)).toContain('mf-manifest.json');
      expect(Object.keys(first).some((file) => file.endsWith('.js.map'))).toBe(sourceMaps);
      expect(digests(build(frontend, ['deeper', 'still']))).toEqual(first);
    },
  );
});

describe('pluginLocationFreeSourceMaps', () => {
  it('names sources by their path in the package, whatever folder the build is written to', () => {
    let modify: ((config: { output?: Record<string, unknown> }) => void) | undefined;
    pluginLocationFreeSourceMaps().setup({
      modifyRspackConfig: (fn: typeof modify) => {
        modify = fn;
      },
    } as unknown as Parameters<ReturnType<typeof pluginLocationFreeSourceMaps>['setup']>[0]);
    const config: { output?: Record<string, unknown> } = { output: { path: '/tmp/shell-release-1' } };
    modify?.(config);
    expect(config.output).toEqual({
      path: '/tmp/shell-release-1',
      devtoolModuleFilenameTemplate: SOURCE_NAMES,
    });
    // No part of the template depends on where the output goes.
    expect(SOURCE_NAMES).not.toMatch(/absolute|\[resource\]|output/);
  });
});
