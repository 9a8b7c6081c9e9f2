import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_SERVER_MODULE, type RemoteEntry } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { remotePageSourceFor } from './remote-server-module.ts';

const root = mkdtempSync(path.join(tmpdir(), 'bff-remote-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A remote's build folder: its manifest and, unless told otherwise, its server build. */
function build(
  folder: string,
  code: string | null,
  manifest: unknown = { metaData: { name: 'catalog_mfe' } },
) {
  mkdirSync(path.join(folder, 'ssr'), { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  if (code !== null) writeFileSync(path.join(folder, REMOTE_SERVER_MODULE), code);
}

const catalogDist = path.join(root, 'catalog-dist');
const basketDist = path.join(root, 'basket-dist');
const dataDir = path.join(root, 'data');
build(catalogDist, 'exports.pages = {};');
build(basketDist, null);
build(path.join(dataDir, 'deployments', 'catalog', 'v2'), 'exports.pages = { v: 2 };');

const config = {
  dataDir,
  frontends: {
    remotes: {
      catalog: { distDir: catalogDist },
      basket: { distDir: basketDist },
    },
  },
} as unknown as Pick<AppConfig, 'dataDir' | 'frontends'>;

const registry = (catalog: string): RemoteEntry[] =>
  [
    { name: 'catalog', manifestUrl: catalog, version: '1' },
    { name: 'basket', manifestUrl: '/remotes/basket/mf-manifest.json', version: '1' },
  ] as RemoteEntry[];

describe("a remote page's server build", () => {
  it('is read beside the manifest the registry names, built or deployed, with the page it shows', async () => {
    const built = await remotePageSourceFor(
      config,
      registry('/remotes/catalog/mf-manifest.json'),
      '/ready-to-ship',
    );
    expect(built).toMatchObject({
      remote: 'catalog',
      module: './ReadyToShip',
      code: 'exports.pages = {};',
      manifest: { metaData: { name: 'catalog_mfe' } },
    });
    const deployed = await remotePageSourceFor(
      config,
      registry('/deployments/catalog/v2/mf-manifest.json'),
      '/product/7',
    );
    expect(deployed).toMatchObject({ module: './ProductDetail', code: 'exports.pages = { v: 2 };' });
    expect(deployed?.key).not.toBe(built?.key);
  });

  it('is read again when the file changes', async () => {
    const url = '/remotes/catalog/mf-manifest.json';
    const before = await remotePageSourceFor(config, registry(url), '/ready-to-ship');
    const file = path.join(catalogDist, REMOTE_SERVER_MODULE);
    writeFileSync(file, 'exports.pages = { again: true };');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await remotePageSourceFor(config, registry(url), '/ready-to-ship');
    expect(after?.code).toBe('exports.pages = { again: true };');
    expect(after?.key).not.toBe(before?.key);
  });

  it('is none for a page of the shell, a remote built without one, one elsewhere, or a path out of the folder', async () => {
    const local = registry('/remotes/catalog/mf-manifest.json');
    expect(await remotePageSourceFor(config, local, '/about')).toBeNull();
    expect(await remotePageSourceFor(config, local, '/basket')).toBeNull();
    expect(
      await remotePageSourceFor(
        config,
        registry('https://cdn.example.gr/catalog/mf-manifest.json'),
        '/ready-to-ship',
      ),
    ).toBeNull();
    expect(
      await remotePageSourceFor(
        config,
        registry('/deployments/../../catalog-dist/mf-manifest.json'),
        '/ready-to-ship',
      ),
    ).toBeNull();
  });
});
