import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHUNK_FILES_GLOBAL, manifestChunkFiles } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { entryWithoutHash, LATE_CHUNK_FILE, lateChunkScript } from './late-chunks.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const hashed = 'static/js/async/translations.68e1422722.js';

/** The entry's script loading as the runtime runs it: a script element given `url`, then the added code. */
function loadScript(federationName: string, url: string): string {
  const script = { src: url };
  new Function('url', 'script', lateChunkScript(federationName))(url, script);
  return script.src;
}

describe('the entry script loading', () => {
  const scope = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete scope[CHUNK_FILES_GLOBAL];
  });

  it('asks for the file the manifest names, below the same public path', () => {
    scope[CHUNK_FILES_GLOBAL] = { catalog_mfe: { [LATE_CHUNK_FILE]: hashed } };
    expect(loadScript('catalog_mfe', `/deployments/catalog/files/${LATE_CHUNK_FILE}`)).toBe(
      `/deployments/catalog/files/${hashed}`,
    );
    expect(loadScript('catalog_mfe', '/deployments/catalog/files/static/js/async/a.8840fd8beb.js')).toBe(
      '/deployments/catalog/files/static/js/async/a.8840fd8beb.js',
    );
  });

  it("follows only its own remote's names, and asks for the name it has when the shell gave none", () => {
    scope[CHUNK_FILES_GLOBAL] = { basket_mfe: { [LATE_CHUNK_FILE]: hashed } };
    expect(loadScript('catalog_mfe', `/x/${LATE_CHUNK_FILE}`)).toBe(`/x/${LATE_CHUNK_FILE}`);
    delete scope[CHUNK_FILES_GLOBAL];
    expect(loadScript('catalog_mfe', `/x/${LATE_CHUNK_FILE}`)).toBe(`/x/${LATE_CHUNK_FILE}`);
  });
});

describe('entryWithoutHash', () => {
  it("takes the late chunk's hash out of the chunk map, and stops the build unless it is there once", () => {
    expect(entryWithoutHash('{2:"858b0e1580",6:"68e1422722"}', '68e1422722')).toBe(
      '{2:"858b0e1580",6:"late"}',
    );
    expect(() => entryWithoutHash('{2:"858b0e1580"}', '68e1422722')).toThrow(/0 times/);
    expect(() => entryWithoutHash('{6:"68e1422722",7:"68e1422722"}', '68e1422722')).toThrow(/2 times/);
  });
});

describe("a remote's production build", { timeout: 180_000 }, () => {
  it("names its translations' file by its content hash in the manifest, and not in the entry", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-mfe-build-'));
    const result = spawnSync('npx', ['rsbuild', 'build'], {
      cwd: path.join(root, 'catalog-mfe'),
      env: { ...process.env, SHOP_BUILD_DIR: dir, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const entry = readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
    const manifestText = readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
    const file = manifestChunkFiles(JSON.parse(manifestText))?.[LATE_CHUNK_FILE] ?? '';
    expect(file).toMatch(/^static\/js\/async\/translations\.[0-9a-f]{10}\.js$/);
    expect(existsSync(path.join(dir, file))).toBe(true);
    // The entry's chunk map has no hash for it, and its script loading follows the manifest.
    expect(entry).not.toContain(file.split('.')[1]);
    expect(entry).toContain('"translations"');
    expect(entry).toContain(CHUNK_FILES_GLOBAL);
    // The exposed pages' assets name the hashed file, as the first view and the preloads need it.
    expect(manifestText.split(`"${file}"`).length).toBeGreaterThan(2);
  });
});
