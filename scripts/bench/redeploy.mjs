import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, kb, ROOT, startBff, table } from './util.mjs';

/**
 * The deploys measured: one string of the area's English translations changed, and how a page shows it.
 * The catalogue: its page heading. The shell: its footer's tagline, on every page.
 */
const CASES = [
  {
    area: 'catalog',
    packageDir: 'catalog-mfe',
    before: 'Ready-to-ship collection',
    after: 'Autumn collection',
    shown: (page, text) => page.getByRole('heading', { level: 1, name: text }),
    goalKb: 6,
  },
  {
    area: 'shell',
    packageDir: 'shell',
    before: "Wholesale women's clothing made in India, for fashion retailers across Greece.",
    after: "Wholesale women's clothing made in India, for fashion retailers across Greece and Cyprus.",
    shown: (page, text) => page.getByRole('contentinfo').getByText(text),
    goalKb: 10,
  },
];

/**
 * The area's team deploys as its README says: `npm run deploy -w <package>` (which builds the area into a
 * folder of its own and publishes it), here into the bench's data folder. No private path: the same command,
 * the same build, the same publication a team's deploy takes.
 */
function deploy(dataDir, packageDir) {
  const run = spawnSync('npm', ['run', 'deploy', '-w', packageDir], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DEPLOYED_BY: 'bench' },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`npm run deploy -w ${packageDir} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * One string of the area's English translations changed in the checkout, as a developer edits it; `restore()`
 * puts the file back as it was, whatever happened.
 */
function stringEdit({ packageDir, before, after }) {
  const strings = path.join(ROOT, packageDir, 'src', 'i18n', 'en.json');
  const original = readFileSync(strings, 'utf8');
  if (!original.includes(`"${before}"`)) throw new Error(`${packageDir}'s en.json has no "${before}"`);
  return {
    apply: () => writeFileSync(strings, original.replace(`"${before}"`, JSON.stringify(after))),
    restore: () => writeFileSync(strings, original),
  };
}

/**
 * Opens the page in a new tab of the context (its disk cache kept) and lists the JS that came over the wire,
 * and the federation manifests, which name the files and are fetched on every visit (`manifest: true`).
 */
async function visit(context, url, shown) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const manifest = new URL(response.url).pathname.endsWith('/mf-manifest.json');
    if (type === 'Script' || manifest)
      scripts.set(requestId, { url: response.url, cached: response.fromDiskCache, bytes: 0, manifest });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(url);
  await shown(page).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts.values()];
}

/**
 * One case, as a team works: `npm run deploy`; a buyer visits twice (the second visit finds everything in
 * the browser's cache); one string changes; `npm run deploy` again; the buyer visits again.
 */
async function measure(browser, origin, dataDir, deployed) {
  const edit = stringEdit(deployed);
  try {
    deploy(dataDir, deployed.packageDir);
    const context = await browser.newContext();
    for (let visitNo = 0; visitNo < 2; visitNo++) {
      await visit(context, `${origin}/ready-to-ship`, (page) => deployed.shown(page, deployed.before));
    }
    edit.apply();
    deploy(dataDir, deployed.packageDir);
    edit.restore();
    const fetched = (
      await visit(context, `${origin}/ready-to-ship`, (page) => deployed.shown(page, deployed.after))
    ).filter((file) => !file.cached);
    await context.close();
    const again = fetched.filter((file) => !file.manifest);
    const manifests = fetched.filter((file) => file.manifest);
    const total = again.reduce((sum, script) => sum + script.bytes, 0);
    const manifestBytes = manifests.reduce((sum, file) => sum + file.bytes, 0);
    const rows = fetched.map((file) => ({
      'fetched again': `${new URL(file.url).pathname}${file.manifest ? ' (a manifest, on every visit)' : ''}`,
      'bytes on the wire': file.bytes,
    }));
    table(
      `What a one-string ${deployed.area} deploy (npm run deploy -w ${deployed.packageDir}) costs a returning buyer on /ready-to-ship: ${kb(total)} KB of JS (goal ≤ ${deployed.goalKb}), beside ${kb(manifestBytes)} KB of manifests`,
      rows.length ? rows : [{ 'fetched again': '(nothing)', 'bytes on the wire': 0 }],
    );
    return total;
  } finally {
    edit.restore();
  }
}

/**
 * `npm run bench -- redeploy` (issues 30, 48): what a deploy with one changed string costs a returning buyer,
 * for the catalogue and for the shell, deployed by the README's command. Prints the JavaScript that came over
 * the wire on the visit after the second deploy (bytes on the wire, revalidations included) and from where.
 * Each area on a fresh data folder; the checkout's strings are put back after.
 */
export async function redeployCost({ port = 3150 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const totals = {};
  try {
    for (const deployed of CASES) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-redeploy-'));
      const bff = await startBff({ port, env: { DATA_DIR: dataDir } });
      try {
        totals[deployed.area] = await measure(browser, bff.origin, dataDir, deployed);
      } finally {
        await bff.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    return totals;
  } finally {
    await browser.close();
  }
}
