import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoFindings, seriousViolations } from './a11y-helpers.ts';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { OwnBff } from './own-bff.ts';
import { followShopLink } from './top-bar.ts';

// The catalogue team previews a release in the composed shop, QA looks at it, the team promotes it and
// rolls it back: on a BFF of its own, since a promotion changes what every page loads.
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 90);
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: bff.origin });
// Against a running shop these journeys are skipped (@machine), before their own BFF would start.
onTheShopsMachineOnly();
test.beforeAll(() => bff.start());
test.afterAll(() => bff.kill());

const repo = join(import.meta.dirname, '..', '..');
const catalogDist = process.env.REMOTE_CATALOG_DIST_DIR ?? join(repo, 'catalog-mfe', 'dist');

/** The team's own tool, against that BFF's data folder; links name that BFF's address. */
function teamCommand(...args: string[]): string {
  return execFileSync(process.execPath, [join(repo, 'bff', 'src', 'cli', 'deploy.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: bff.dataDir,
      PORT: String(bff.port),
      HOST: '127.0.0.1',
      DEPLOYED_BY: 'team-catalog',
      DATABASE_URL: '',
    },
    encoding: 'utf8',
  });
}

/** A copy of the catalogue build whose collection heading reads `heading`, as a new build would. */
function catalogueBuild(heading: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-preview-'));
  cpSync(catalogDist, dir, { recursive: true });
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.c?js$/.test(entry.name))
        writeFileSync(full, readFileSync(full, 'utf8').replaceAll('Ready-to-ship collection', heading));
    }
  };
  walk(dir);
  return dir;
}

/** Publishes the build as a preview: its version and the link the tool prints. */
function deployPreview(heading: string): { version: string; link: string } {
  const out = teamCommand('deploy', 'catalog', '--from', catalogueBuild(heading), '--preview');
  const version = /^catalog (\S+) is published for preview/m.exec(out)?.[1];
  const link = /^\s+(http:\/\/\S+)$/m.exec(out)?.[1];
  if (!version || !link) throw new Error(`no version or link in:\n${out}`);
  return { version, link };
}

const collection = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const previewBar = (page: Page) => page.getByRole('region', { name: 'Release preview' });

/** A browser of its own (its own cookies), with every console error kept. */
async function browserOf(browser: Browser) {
  const context = await browser.newContext({ baseURL: bff.origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

test('a preview link shows QA the new catalogue in the composed shop; buyers get it only once promoted, and a rollback takes it from both', {
  tag: ['@catalog', '@shell', '@machine'],
}, async ({ browser }) => {
  // Two browsers and four runs of the deploy tool (a Node process each).
  test.setTimeout(60_000);
  const qa = await browserOf(browser);
  const buyer = await browserOf(browser);
  const { version, link } = deployPreview('Autumn preview collection');

  // QA opens the link: the previewed catalogue, rendered on the server too, and the bar saying so.
  await qa.page.goto(link);
  await expect(qa.page).toHaveURL(/\/ready-to-ship$/);
  await collection(qa.page, 'Autumn preview collection');
  await expect(previewBar(qa.page)).toContainText(`the catalogue ${version}`);
  // Rendered on the server from the preview too (a first render that misses its time limit, as on a busy
  // machine, sends the page without a first view: the next one has the module ready).
  await expect
    .poll(async () =>
      (await qa.page.request.get('/ready-to-ship', { headers: { accept: 'text/html' } })).text(),
    )
    .toContain('Autumn preview collection');
  // The other areas are the live ones, and the bar stays while QA moves around the shop.
  await followShopLink(qa.page, 'Custom made');
  await expect(qa.page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await expect(previewBar(qa.page)).toBeVisible();

  // A buyer: the live catalogue, no bar, and nothing about previews in the page.
  await buyer.page.goto('/ready-to-ship');
  await collection(buyer.page, 'Ready-to-ship collection');
  await expect(previewBar(buyer.page)).toHaveCount(0);
  expect(
    await (await buyer.page.request.get('/ready-to-ship', { headers: { accept: 'text/html' } })).text(),
  ).not.toContain('shop-previews');

  // Promoted: live for the buyer on the next page load; QA's preview has become the live release.
  expect(teamCommand('promote', 'catalog', version)).toContain(`catalog ${version} is live`);
  expect(teamCommand('releases', 'catalog')).toMatch(new RegExp(`^\\* ${version} .*team-catalog`, 'm'));
  await buyer.page.reload();
  await collection(buyer.page, 'Autumn preview collection');
  await qa.page.goto('/ready-to-ship');
  await collection(qa.page, 'Autumn preview collection');
  await expect(previewBar(qa.page)).toHaveCount(0);

  // Rolled back: the release before it, for both.
  expect(teamCommand('rollback', 'catalog')).toContain('rolled back');
  for (const { page } of [buyer, qa]) {
    await page.reload();
    await collection(page, 'Ready-to-ship collection');
  }
  expect([...qa.errors, ...buyer.errors]).toEqual([]);
  await qa.context.close();
  await buyer.context.close();
});

test('"Leave preview" returns that browser to the live shop; a changed link is refused with a notice', {
  tag: ['@catalog', '@shell', '@machine'],
}, async ({ page }) => {
  const { link } = deployPreview('Winter preview collection');
  await page.goto(link);
  await collection(page, 'Winter preview collection');
  const findings = await seriousViolations(page, 'preview bar');
  // By keyboard: after the skip link, the bar's button is the page's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(previewBar(page).getByRole('button', { name: 'Leave preview' })).toBeFocused();
  await page.keyboard.press('Enter');
  await collection(page, 'Ready-to-ship collection');
  await expect(previewBar(page)).toHaveCount(0);

  // A link whose signature was changed sets nothing: the live shop, and a notice that says why.
  await page.goto(link.replace(/sig=[\w-]{4}/, 'sig=AAAA'));
  await expect(page).toHaveURL(/\/\?preview=link-refused$/);
  const notice = previewBar(page);
  await expect(notice.getByRole('status')).toHaveText(/This preview link cannot be used/);
  findings.push(...(await seriousViolations(page, 'refused preview link notice')));
  expectNoFindings(findings);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(previewBar(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/ready-to-ship');
  await collection(page, 'Ready-to-ship collection');
});
