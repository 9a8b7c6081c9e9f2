import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app.ts';
import { publishBuild } from './publish.ts';
import { listReleases, recordAndPoint, rollback } from './releases.ts';
import { deploymentStore, releaseLocation } from './store.ts';

/** A stand-in remote build: a manifest and a hashed chunk whose text marks the version. */
function fakeRemoteBuild(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'catalog_mfe',
      metaData: { shopContracts: { contracts: '1.0.0', platform: '1.0.0', ui: '1.0.0' } },
    }),
  );
  writeFileSync(
    path.join(dir, 'static', 'js', 'page.0123456789.js'),
    `console.log(${JSON.stringify(label)});`,
  );
  return dir;
}

async function deploy(app: FastifyInstance, label: string) {
  const published = await publishBuild(
    deploymentStore(app.config),
    'catalog',
    fakeRemoteBuild(label),
    '0.1.0',
  );
  const { release } = await recordAndPoint(app.db, {
    area: 'catalog',
    version: published.version,
    location: releaseLocation('catalog', published.version),
    contracts: null,
    actor: 'team-catalog',
    action: 'deploy',
  });
  return release;
}

async function registryEntry(app: FastifyInstance, name: string) {
  const response = await app.inject({ url: '/api/remotes' });
  expect(response.headers['cache-control']).toContain('no-store');
  return (
    response.json() as { remotes: { name: string; manifestUrl: string; version: string }[] }
  ).remotes.find((r) => r.name === name);
}

describe('versioned deployments of a remote', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the built location until a first deploy', async () => {
    expect((await registryEntry(app, 'catalog'))?.manifestUrl).toBe('/remotes/catalog/mf-manifest.json');
    expect(await rollback(app.db, 'catalog', 'team-catalog')).toBeNull();
  });

  it('points the registry at each deploy at once, and back on rollback, keeping old versions served', async () => {
    const first = await deploy(app, 'autumn');
    expect((await registryEntry(app, 'catalog'))?.manifestUrl).toBe(
      `/deployments/catalog/${first.version}/mf-manifest.json`,
    );
    const second = await deploy(app, 'winter');
    expect(second.version).not.toBe(first.version);
    expect((await registryEntry(app, 'catalog'))?.version).toBe(second.version);

    const back = await rollback(app.db, 'catalog', 'team-catalog');
    expect(back?.version).toBe(first.version);
    expect((await registryEntry(app, 'catalog'))?.version).toBe(first.version);

    // Both versions stay served (open tabs), hashed chunks for a year, manifests revalidated.
    const chunk = await app.inject({
      url: `/deployments/catalog/${second.version}/static/js/page.0123456789.js`,
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toContain('winter');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const manifest = await app.inject({ url: `/deployments/catalog/${first.version}/mf-manifest.json` });
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const releases = await listReleases(app.db, 'catalog');
    expect(releases.map((r) => [r.version, r.current, r.deployed_by])).toEqual([
      [second.version, false, 'team-catalog'],
      [first.version, true, 'team-catalog'],
    ]);
  });

  it('rolls back to what was live before the current deploy, and further back on each rollback', async () => {
    const spring = await deploy(app, 'spring-a');
    const summer = await deploy(app, 'summer-a');
    expect((await rollback(app.db, 'catalog', 'team-catalog'))?.version).toBe(spring.version);
    // A bad build goes out and is taken back: the shop returns to spring, not to the summer build
    // that was rolled back earlier.
    await deploy(app, 'broken-a');
    expect((await rollback(app.db, 'catalog', 'team-catalog'))?.version).toBe(spring.version);
    expect((await registryEntry(app, 'catalog'))?.version).toBe(spring.version);
    expect(summer.version).not.toBe(spring.version);
    // Further back: the release live before spring (the earlier test's first deploy).
    const before = await rollback(app.db, 'catalog', 'team-catalog');
    expect(before?.version).not.toBe(spring.version);
    expect(before?.version).not.toBe(summer.version);
  });

  it('gives the same build the same version and does not duplicate it', async () => {
    const build = fakeRemoteBuild('spring');
    const store = deploymentStore(app.config);
    const a = await publishBuild(store, 'catalog', build, '0.1.0');
    const b = await publishBuild(store, 'catalog', build, '0.1.0');
    expect(a).toEqual(b);
  });

  it('refuses to publish a folder that holds no build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    await expect(publishBuild(deploymentStore(app.config), 'catalog', empty, '0.1.0')).rejects.toThrow(
      'no build',
    );
  });
});
