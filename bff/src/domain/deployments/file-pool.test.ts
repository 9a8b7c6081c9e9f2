import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app.ts';
import { isPoolPath, POOL, poolUrl } from './file-pool.ts';
import { publishBuild } from './publish.ts';
import { recordAndPoint } from './releases.ts';
import { deploymentStore, releaseLocation } from './store.ts';

/** A remote's build as Rsbuild makes it: `auto` public path, an entry, hashed chunks, a server build. */
async function remoteBuild(parent: string, page: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'build-'));
  await mkdir(path.join(dir, 'static', 'js', 'async'), { recursive: true });
  await mkdir(path.join(dir, 'ssr'), { recursive: true });
  const manifest = {
    name: 'catalog_mfe',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ path: './ReadyToShip', assets: { js: { sync: ['static/js/async/page.aaaaaaaaaa.js'] } } }],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* entry naming ${page} */`);
  await writeFile(path.join(dir, 'static', 'js', 'lib.1111111111.js'), 'the libraries: unchanged');
  await writeFile(path.join(dir, 'static', 'js', 'async', `page.${page}.js`), `the page ${page}`);
  await writeFile(path.join(dir, 'ssr', 'server.cjs'), 'module.exports = {}');
  return dir;
}

const manifestOf = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { publicPath: string; remoteEntry: { name: string } };
  };

describe("a remote's content-hashed files in its area's pool", () => {
  let app: FastifyInstance;
  let builds: string;
  beforeAll(async () => {
    app = await buildTestApp();
    builds = await mkdtemp(path.join(tmpdir(), 'pool-builds-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(builds, { recursive: true, force: true });
  });

  it('keeps one URL for a file two releases share, and points each release at the pool', async () => {
    const store = deploymentStore(app.config);
    const first = await publishBuild(store, 'catalog', await remoteBuild(builds, 'aaaaaaaaaa'), '1.0.0');
    const second = await publishBuild(store, 'catalog', await remoteBuild(builds, 'bbbbbbbbbb'), '1.0.0');
    expect(first.version).not.toBe(second.version);

    const [one, two] = [await manifestOf(first.dir), await manifestOf(second.dir)];
    expect(one.metaData.publicPath).toBe(poolUrl('catalog'));
    expect(two.metaData.publicPath).toBe('/deployments/catalog/files/');
    // The entries differ, so their pool names do; each is named by its content.
    expect(one.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
    expect(two.metaData.remoteEntry.name).not.toBe(one.metaData.remoteEntry.name);
    expect(first.pooled).toContain('static/js/lib.1111111111.js');
    expect(second.pooled).toContain('static/js/async/page.bbbbbbbbbb.js');
    expect(second.pooled).not.toContain('ssr/server.cjs');

    // The unchanged file is one file, at one URL, served for a year; the server build stays in the release.
    const lib = path.join(store, 'catalog', POOL, 'static', 'js', 'lib.1111111111.js');
    expect((await stat(lib)).nlink).toBeGreaterThanOrEqual(2);
    const served = await app.inject({ url: '/deployments/catalog/files/static/js/lib.1111111111.js' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('the libraries: unchanged');
    expect(served.headers['cache-control']).toContain('immutable');
    const entry = await app.inject({ url: `/deployments/catalog/files/${two.metaData.remoteEntry.name}` });
    expect(entry.body).toBe('/* entry naming bbbbbbbbbb */');
    expect(entry.headers['cache-control']).toContain('immutable');
    expect(await readFile(path.join(second.dir, 'ssr', 'server.cjs'), 'utf8')).toBe('module.exports = {}');
  });

  it('leaves a build made for another host (its own public path) as it is', async () => {
    const dir = await remoteBuild(builds, 'cccccccccc');
    const manifest = await manifestOf(dir);
    manifest.metaData.publicPath = 'https://cdn.example.com/catalog/';
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const published = await publishBuild(deploymentStore(app.config), 'catalog', dir, '1.0.0');
    expect(published.pooled).toEqual([]);
    expect((await manifestOf(published.dir)).metaData.publicPath).toBe('https://cdn.example.com/catalog/');
  });

  it('keeps a release whose file names do not follow their bytes out of the pool', async () => {
    const dir = await remoteBuild(builds, 'aaaaaaaaaa');
    // Same name as the first release's file, other bytes: edited after the build.
    await writeFile(path.join(dir, 'static', 'js', 'lib.1111111111.js'), 'edited by hand');
    const published = await publishBuild(deploymentStore(app.config), 'catalog', dir, '1.0.0');
    expect(published.pooled).toEqual([]);
    expect((await manifestOf(published.dir)).metaData.publicPath).toBe('auto');
    const lib = await app.inject({
      url: `/deployments/catalog/${published.version}/static/js/lib.1111111111.js`,
    });
    expect(lib.body).toBe('edited by hand');
  });

  it('serves nothing outside the pool', () => {
    expect(isPoolPath('static/js/a.0123456789.js')).toBe(true);
    expect(isPoolPath('../../shop.db')).toBe(false);
    expect(isPoolPath('static/../../x')).toBe(false);
    expect(isPoolPath('/etc/passwd')).toBe(false);
  });
});

/** A shell's build as Rsbuild makes it: a page with relative asset URLs, hashed scripts, a server build. */
async function shellBuild(parent: string, code: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'shell-'));
  await mkdir(path.join(dir, 'static', 'js', 'async'), { recursive: true });
  await mkdir(path.join(dir, 'static', 'css'), { recursive: true });
  await mkdir(path.join(dir, 'ssr'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><link rel="icon" href="favicon.svg">` +
      `<link rel="preload" as="script" href="static/js/lib.2222222222.js">` +
      `<link rel="preload" as="script" href="static/js/code.${code}.js">` +
      `<link href="static/css/styles.3333333333.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(dir, 'static', 'js', 'lib.2222222222.js'), 'the shell libraries');
  await writeFile(path.join(dir, 'static', 'js', `code.${code}.js`), `the shell code ${code}`);
  await writeFile(path.join(dir, 'static', 'js', 'async', 'page.4444444444.js'), 'a lazy page');
  await writeFile(path.join(dir, 'static', 'css', 'styles.3333333333.css'), 'body{}');
  await writeFile(path.join(dir, 'ssr', 'render-first-view.mjs'), 'export {}');
  return dir;
}

describe("the shell's content-hashed files in its pool", () => {
  let app: FastifyInstance;
  let builds: string;
  beforeAll(async () => {
    app = await buildTestApp();
    builds = await mkdtemp(path.join(tmpdir(), 'pool-shell-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(builds, { recursive: true, force: true });
  });

  async function deployShell(code: string) {
    const published = await publishBuild(
      deploymentStore(app.config),
      'shell',
      await shellBuild(builds, code),
      '1.0.0',
    );
    await recordAndPoint(app.db, {
      area: 'shell',
      version: published.version,
      location: releaseLocation('shell', published.version),
      contracts: null,
      actor: 'team-shell',
      action: 'deploy',
    });
    return published;
  }

  /** The URLs of the page's preloads and stylesheet, as a browser gets the page. */
  async function pageAssets(): Promise<string[]> {
    const page = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    return [...page.body.matchAll(/<link [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  }

  it('keeps the URLs of the files a shell deploy did not change, and serves the changed ones', async () => {
    await deployShell('aaaaaaaaaa');
    const before = await pageAssets();
    const second = await deployShell('bbbbbbbbbb');
    const after = await pageAssets();

    // The libraries and the stylesheet keep their URLs (a returning buyer's cache keeps them); the code's
    // changed; the favicon stays in the release folder.
    const pool = '/deployments/shell/files/static/';
    expect(after).toContain(`${pool}js/lib.2222222222.js`);
    expect(before).toContain(`${pool}js/lib.2222222222.js`);
    expect(after).toContain(`${pool}css/styles.3333333333.css`);
    expect(before).toContain(`${pool}js/code.aaaaaaaaaa.js`);
    expect(after).toContain(`${pool}js/code.bbbbbbbbbb.js`);
    expect(after).toContain(`/deployments/shell/${second.version}/favicon.svg`);
    expect(second.pooled).toContain('static/js/async/page.4444444444.js');
    expect(second.pooled).not.toContain('ssr/render-first-view.mjs');

    for (const [url, body] of [
      [`${pool}js/lib.2222222222.js`, 'the shell libraries'],
      [`${pool}js/code.bbbbbbbbbb.js`, 'the shell code bbbbbbbbbb'],
      // A lazily loaded chunk is asked for beside the script that loads it: in the pool.
      [`${pool}js/async/page.4444444444.js`, 'a lazy page'],
    ]) {
      const served = await app.inject({ url });
      expect(served.body).toBe(body);
      expect(served.headers['cache-control']).toContain('immutable');
    }
  });
});
