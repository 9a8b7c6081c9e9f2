import type { Page } from '@playwright/test';
import { FEDERATION_NAME, REMOTE_NAMES } from '@shop/contracts';
import { expect, test } from './fixtures.ts';
import { inRegExp, remoteFolder, shellFolder } from './served-from.ts';
import { followShopLink } from './top-bar.ts';

/**
 * The folder of the shell and of each remote, by federation name: `/` and `/remotes/<name>/` for the builds
 * the BFF serves, or on a running shop wherever its registry (and a preview) says.
 */
async function containers(page: Page): Promise<Record<string, string>> {
  const folders: Record<string, string> = { shell: await shellFolder(page) };
  for (const name of REMOTE_NAMES) folders[FEDERATION_NAME[name]] = await remoteFolder(page, name);
  return folders;
}

/**
 * The Module Federation shared singletons. The router, Redux and react-i18next are one per page through
 * @shop/platform (its routing.ts, store/redux.ts and i18n.ts), which is itself one of these.
 */
const SINGLETONS = ['react', 'react-dom', 'i18next', '@shop/platform'];

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/** The files, across the shell and every remote, that carry a given shared package (from their manifests). */
async function filesCarrying(page: Page, pkg: string): Promise<string[]> {
  const files: string[] = [];
  for (const base of Object.values(await containers(page))) {
    const manifest = (await (await page.request.get(`${base}mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared.filter((s) => s.name === pkg)) {
      files.push(...[...shared.assets.js.sync, ...shared.assets.js.async].map((f) => `${base}${f}`));
    }
  }
  return files;
}

test('React and the other singletons are downloaded and instantiated once across all remotes', {
  tag: ['@shell', '@catalog', '@custom', '@account', '@basket'],
}, async ({ page }) => {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) fetched.add(path);
  });

  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  const banner = page.getByRole('banner');
  await followShopLink(page, 'Custom made');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await banner.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await banner.getByRole('link', { name: 'Basket' }).click();
  // The basket remote mounts and, for a visitor, sends them back to log in with the way back.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fbasket$/);

  // Network: of all the files that could carry React, exactly one (the shell's) was fetched.
  const reactFiles = await filesCarrying(page, 'react');
  expect(reactFiles.length).toBeGreaterThan(1);
  const shell = await shellFolder(page);
  expect(reactFiles.filter((f) => fetched.has(f))).toEqual([
    expect.stringMatching(new RegExp(`^${inRegExp(shell)}static/`)),
  ]);
  // The router comes with the shell's platform: no remote's copy of it (its `lib-router` chunk) was fetched.
  const routers = [...fetched].filter((f) => f.includes('lib-router'));
  expect(routers).toEqual([]);

  // Runtime: each singleton has one loaded instance, provided by the shell and used by the remotes.
  const share = await page.evaluate((names) => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const all = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { from: string; useIn: string[] }[]> = {};
    for (const scopes of Object.values(all)) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const entry of Object.values(packages[name] ?? {})) {
            if (!entry.loaded) continue;
            result[name] ??= [];
            const list = result[name];
            if (!list.some((e) => e.from === entry.from)) list.push({ from: entry.from, useIn: entry.useIn });
          }
        }
      }
    }
    return result;
  }, SINGLETONS);

  for (const name of SINGLETONS) {
    expect(share[name], name).toHaveLength(1);
    expect(share[name]?.[0]?.from, name).toBe('shell');
  }
  // The remotes that were mounted use the shell's instances (pages reach React through jsx-runtime and platform).
  const users = new Set(Object.values(share).flatMap((entries) => entries.flatMap((e) => e.useIn)));
  expect([...users]).toEqual(
    expect.arrayContaining(['shell', 'catalog_mfe', 'custom_mfe', 'account_mfe', 'basket_mfe']),
  );
});
