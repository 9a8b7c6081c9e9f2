import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteEntry } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { remotePageAssets } from './remote-page-assets.ts';
import { readServedManifest } from './served-manifest.ts';

const root = mkdtempSync(path.join(tmpdir(), 'bff-served-manifest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A manifest naming the remote's entry and one exposed page's files. */
const manifest = (chunk: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './ReadyToShip',
      assets: { js: { sync: [`static/js/${chunk}.js`] }, css: { sync: ['static/css/page.css'] } },
    },
  ],
});

function write(folder: string, content: unknown) {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'mf-manifest.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const catalogDist = path.join(root, 'catalog-dist');
const dataDir = path.join(root, 'data');
write(catalogDist, manifest('built'));
write(path.join(dataDir, 'deployments', 'catalog', 'v2'), manifest('deployed'));

const config = {
  dataDir,
  frontends: { remotes: { catalog: { distDir: catalogDist } } },
} as unknown as Pick<AppConfig, 'dataDir' | 'frontends'>;

const registry = (manifestUrl: string): RemoteEntry[] =>
  [{ name: 'catalog', manifestUrl, version: '1' }] as RemoteEntry[];

describe("a remote page's files, from the manifest this BFF serves", () => {
  it('are read from the built or the deployed manifest the registry names', async () => {
    expect(
      await remotePageAssets(config, registry('/remotes/catalog/mf-manifest.json'), '/ready-to-ship'),
    ).toEqual({
      scripts: ['/remotes/catalog/remoteEntry.js', '/remotes/catalog/static/js/built.js'],
      styles: ['/remotes/catalog/static/css/page.css'],
    });
    const deployed = '/deployments/catalog/v2/mf-manifest.json';
    expect((await remotePageAssets(config, registry(deployed), '/ready-to-ship')).scripts).toEqual([
      '/deployments/catalog/v2/remoteEntry.js',
      '/deployments/catalog/v2/static/js/deployed.js',
    ]);
  });

  it('follow a rebuilt manifest', async () => {
    const url = '/remotes/catalog/mf-manifest.json';
    expect((await readServedManifest(config, url))?.manifest).toEqual(manifest('built'));
    const file = write(catalogDist, manifest('rebuilt'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await remotePageAssets(config, registry(url), '/ready-to-ship')).scripts[1]).toBe(
      '/remotes/catalog/static/js/rebuilt.js',
    );
  });

  it('are none for a shell page, a manifest elsewhere or missing, a path out of its folder, or a broken file', async () => {
    const none = { scripts: [], styles: [] };
    expect(await remotePageAssets(config, registry('/remotes/catalog/mf-manifest.json'), '/about')).toEqual(
      none,
    );
    for (const url of [
      'https://cdn.example.gr/catalog/mf-manifest.json',
      '/remotes/basket/mf-manifest.json',
      '/deployments/catalog/v9/mf-manifest.json',
      '/deployments/../../catalog-dist/mf-manifest.json',
      '/deployments/%E0%A4%A/mf-manifest.json',
      '/remotes/catalog/remoteEntry.js',
    ]) {
      expect(await remotePageAssets(config, registry(url), '/ready-to-ship'), url).toEqual(none);
    }
    write(path.join(dataDir, 'deployments', 'catalog', 'broken'), '{"metaData":');
    expect(await readServedManifest(config, '/deployments/catalog/broken/mf-manifest.json')).toBeNull();
  });
});
