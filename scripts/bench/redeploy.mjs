import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, kb, ROOT, startBff, table } from './util.mjs';

const DEPLOY_TOOL = path.join(ROOT, 'bff', 'src', 'cli', 'deploy.ts');
/** The build measured: each package's `dist/`, or the folder SHOP_BUILD_DIR names (as the BFF serves it). */
const BUILD = process.env.SHOP_BUILD_DIR || 'dist';
const HEADING = { before: 'Ready-to-ship collection', after: 'Autumn collection' };

/**
 * The catalogue built again with one string changed (the page's heading), from a copy of its sources, so
 * the checkout is left alone. Returns the build folder; `done()` removes the copy.
 */
function catalogueWithOneChange() {
  const copy = path.join(ROOT, '.bench-redeploy');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const part of ['package.json', 'rsbuild.config.ts', 'tsconfig.json', 'src']) {
    cpSync(path.join(ROOT, 'catalog-mfe', part), path.join(copy, part), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'catalog-mfe', 'node_modules'), path.join(copy, 'node_modules'));
  const strings = path.join(copy, 'src', 'i18n', 'en.json');
  writeFileSync(strings, readFileSync(strings, 'utf8').replace(`"${HEADING.before}"`, `"${HEADING.after}"`));
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: copy, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`the changed catalogue did not build:\n${build.stdout}${build.stderr}`);
  return { dist: path.join(copy, BUILD), done: () => rmSync(copy, { recursive: true, force: true }) };
}

function deploy(dataDir, from) {
  const run = spawnSync(process.execPath, [DEPLOY_TOOL, 'deploy', 'catalog', '--from', from], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DEPLOYED_BY: 'bench' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`deploy failed:\n${run.stdout}${run.stderr}`);
}

/** Opens the page in a new tab of the context (its disk cache kept) and sums the JS that came over the wire. */
async function visit(context, url, heading) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, { url: response.url, cached: response.fromDiskCache, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts.values()];
}

/**
 * `npm run bench -- redeploy` (issue 30): what a deploy of the catalogue with one changed string costs a
 * returning buyer. The catalogue as built is deployed; a buyer's browser visits /ready-to-ship; the catalogue
 * is built again with its heading changed and deployed; the same browser visits again. Prints the JavaScript
 * that came over the wire the second time (bytes on the wire, revalidations included) and from where.
 */
export async function redeployCost({ port = 3150 } = {}) {
  const changed = catalogueWithOneChange();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-redeploy-'));
  const bff = await startBff({ port, env: { DATA_DIR: dataDir } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    deploy(dataDir, path.join(ROOT, 'catalog-mfe', BUILD));
    const context = await browser.newContext();
    await visit(context, `${bff.origin}/ready-to-ship`, HEADING.before);
    deploy(dataDir, changed.dist);
    const again = (await visit(context, `${bff.origin}/ready-to-ship`, HEADING.after)).filter(
      (script) => !script.cached,
    );
    const rows = again.map((script) => ({
      'fetched again': new URL(script.url).pathname,
      'bytes on the wire': script.bytes,
    }));
    const total = again.reduce((sum, script) => sum + script.bytes, 0);
    table(
      `What a one-string catalogue deploy costs a returning buyer on /ready-to-ship: ${kb(total)} KB of JS (goal ≤ 15)`,
      rows.length ? rows : [{ 'fetched again': '(nothing)', 'bytes on the wire': 0 }],
    );
    return { totalBytes: total };
  } finally {
    await browser.close();
    await bff.stop();
    rmSync(dataDir, { recursive: true, force: true });
    changed.done();
  }
}
