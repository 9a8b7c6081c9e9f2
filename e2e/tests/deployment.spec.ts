import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { BFF_PRELOADS, shellScriptsIn } from './shell-scripts.ts';
import { followShopLink } from './top-bar.ts';

// The catalogue team deploys, rolls back and is refused, on a BFF of its own while the shop runs.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_DEPLOY_PORT}` });
test.describe.configure({ mode: 'serial' });
// Its BFF, its data folder and the tool are on this machine: never against a running shop.
onTheShopsMachineOnly();

const repo = join(import.meta.dirname, '..', '..');
const catalogDist = join(repo, 'catalog-mfe', 'dist');

/** The team's own tool, against the same data folder as that BFF. */
function teamCommand(...args: string[]): string {
  return execFileSync(process.execPath, [join(repo, 'bff', 'src', 'cli', 'deploy.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DEPLOY_DATA_DIR,
      DEPLOYED_BY: 'team-catalog',
      DATABASE_URL: '',
    },
    encoding: 'utf8',
  });
}

/** A copy of the catalogue build, changed the way a new build would be. */
function catalogueBuild(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-build-'));
  cpSync(catalogDist, dir, { recursive: true });
  change(dir);
  return dir;
}

function replaceInScripts(dir: string, from: string, to: string): void {
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      // The browser's scripts and the server build (`ssr/server.cjs`), as a new build changes both.
      else if (/\.c?js$/.test(entry.name))
        writeFileSync(full, readFileSync(full, 'utf8').replaceAll(from, to));
    }
  };
  walk(dir);
}

/** The shell as the browser gets it: its page and its scripts, byte for byte. */
async function shellFiles(page: Page): Promise<string[]> {
  // The BFF adds the current remote registry (and manifest preloads) to the page per request: that part
  // changes with every deployment by design; the shell's own markup and scripts must not.
  // A render slower than the BFF's limit sends the page without a first view (and other scripts) by design;
  // on a busy machine the first after a deploy may be one: the page the shell's build makes is the rendered one.
  let served = '';
  await expect
    .poll(async () => {
      served = await (await page.request.get('/')).text();
      return served.includes('data-first-view=');
    })
    .toBe(true);
  const html = served
    .replace(/<script type="application\/json" id="shop-remote-registry">.*?<\/script>/s, '')
    .replace(BFF_PRELOADS, '');
  const scripts = shellScriptsIn(html);
  // The paint-first script and the shell's own (its libraries inside), at least.
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  return [html, ...(await Promise.all(scripts.map(async (src) => (await page.request.get(src)).text())))];
}

/** The catalogue's page as the BFF sends it, rendered on the server. */
async function renderedPage(page: Page): Promise<string> {
  return (await page.request.get('/ready-to-ship', { headers: { accept: 'text/html' } })).text();
}

test('a first deployed catalogue version is live on the next page load, and a rollback brings the built one back', {
  tag: ['@catalog', '@shell', '@machine'],
}, async ({ page }) => {
  // A page the server rendered from one version and the browser ran with another would be a mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The catalogue as built, served before any deploy: the first deploy keeps it as a release.
  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  const shellBefore = await shellFiles(page);

  const autumn = catalogueBuild((dir) =>
    replaceInScripts(dir, 'Ready-to-ship collection', 'Autumn collection'),
  );
  const deployed = teamCommand('deploy', 'catalog', '--from', autumn);
  expect(deployed).toContain('the build served until now is kept as a release');
  expect(deployed).toMatch(/catalog \S+ is live/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn collection' })).toBeVisible();
  // The page arrives rendered by the deployed version's server build too, which the browser's takes over.
  expect(await renderedPage(page)).toContain('Autumn collection');
  // Nothing of the shell was rebuilt or redeployed.
  expect(await shellFiles(page)).toEqual(shellBefore);

  expect(teamCommand('releases', 'catalog')).toMatch(/^\* .*team-catalog/m);
  expect(teamCommand('rollback', 'catalog')).toContain('rolled back');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  // Rolled back on the server too, strings included.
  expect(await renderedPage(page)).toContain('Ready-to-ship collection');
  expect(errors).toEqual([]);
});

test('a catalogue built against another platform major is refused, and the rest of the shop works', {
  tag: ['@catalog', '@custom', '@shell', '@machine'],
}, async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('refusing')) refusals.push(message.text());
  });
  const shellPlatform = JSON.parse(
    readFileSync(join(repo, 'packages/platform/package.json'), 'utf8'),
  ).version;
  const otherMajor = `${Number(shellPlatform.split('.')[0]) + 1}.0.0`;
  const incompatible = catalogueBuild((dir) => {
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.metaData.shopContracts = { ...manifest.metaData.shopContracts, platform: otherMajor };
    writeFileSync(file, JSON.stringify(manifest));
  });
  teamCommand('deploy', 'catalog', '--from', incompatible);

  await page.goto('/ready-to-ship');
  await expect(page.getByRole('alert')).toContainText('This part of the shop is being updated');
  expect(refusals.join('\n')).toContain(`platform ${otherMajor} (shell has ${shellPlatform})`);
  await followShopLink(page, 'Custom made');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();

  teamCommand('rollback', 'catalog');
  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
});

/** Serves a folder on loopback as a team's CDN would, to any origin (CORS). Close it when done. */
async function cdnFor(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const file = join(dir, normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.json')
      ? 'application/json'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/javascript';
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a catalogue build registered on a CDN that adds a name of the basket is not mounted, and the shell reports it', {
  tag: ['@catalog', '@custom', '@shell', '@machine'],
}, async ({ page }) => {
  // The deploy tool refuses such a build; a CDN build only the registry points at is checked as it loads.
  const clashing = catalogueBuild((dir) => {
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.metaData.shopFootprint.endpoints.push('basketGetBasket');
    writeFileSync(file, JSON.stringify(manifest));
  });
  const cdn = await cdnFor(clashing);
  try {
    teamCommand('register', 'catalog', '--url', `${cdn.origin}/mf-manifest.json`, '--version', 'cdn-clash-1');
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/composition-reports'),
    );
    await page.goto('/ready-to-ship');
    await expect(page.getByRole('alert')).toContainText('This part of the shop is being updated');
    const report = (await reported).postDataJSON();
    expect(report).toMatchObject({ area: 'catalog', version: 'cdn-clash-1' });
    expect(report.problems.join(' ')).toContain('basketGetBasket');
    // The rest of the shop works.
    await followShopLink(page, 'Custom made');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  } finally {
    teamCommand('rollback', 'catalog');
    await cdn.close();
  }
  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
});

test("the shell itself deploys as a version; its content-hashed files come from the shell's pool", {
  tag: ['@shell', '@custom', '@machine'],
}, async ({ page }) => {
  teamCommand('deploy', 'shell');
  const version = /^\* (\S+)/m.exec(teamCommand('releases', 'shell'))?.[1];
  expect(version).toBeTruthy();
  const [html] = await shellFiles(page);
  // Its scripts keep one URL across releases (a deploy sends a returning buyer only the files it changed);
  // what is not content-hashed (the favicon) is the release's own.
  expect(html).toContain('src="/deployments/shell/files/static/js/');
  expect(html).toContain(`href="/deployments/shell/${version}/favicon.svg"`);
  const lazyChunks: string[] = [];
  page.on('response', (response) => {
    if (/\/static\/js\/async\//.test(response.url())) lazyChunks.push(new URL(response.url()).pathname);
  });
  await page.goto('/custom-made');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // The About page is a lazily loaded chunk of the shell: asked for beside the shell's scripts, in the pool.
  expect(lazyChunks.some((chunk) => chunk.startsWith('/deployments/shell/files/static/js/async/'))).toBe(
    true,
  );
});
