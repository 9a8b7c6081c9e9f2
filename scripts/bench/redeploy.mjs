import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, kb, ROOT, startBff, table } from './util.mjs';

const DEPLOY_TOOL = path.join(ROOT, 'bff', 'src', 'cli', 'deploy.ts');
/** The build measured: each package's `dist/`, or the folder SHOP_BUILD_DIR names (as the BFF serves it). */
const BUILD = process.env.SHOP_BUILD_DIR || 'dist';

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
    goalKb: 15,
  },
  {
    area: 'shell',
    packageDir: 'shell',
    before: "Wholesale women's clothing made in India, for fashion retailers across Greece.",
    after: "Wholesale women's clothing made in India, for fashion retailers across Greece and Cyprus.",
    shown: (page, text) => page.getByRole('contentinfo').getByText(text),
    goalKb: 30,
  },
];

/**
 * A copy of the area's sources to build twice, as its team's CI would: as it is, then with one string
 * changed. Both builds at the same path (CSS Modules' class names follow a file's path), and the checkout
 * is left alone. `build()` returns the build folder (copied out, so the next build leaves it); `done()`
 * removes the copy.
 */
function areaCopy({ packageDir, before, after }) {
  const copy = path.join(ROOT, `.bench-redeploy-${packageDir}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const part of ['package.json', 'rsbuild.config.ts', 'tsconfig.json', 'src']) {
    cpSync(path.join(ROOT, packageDir, part), path.join(copy, part), { recursive: true });
  }
  const modules = path.join(ROOT, packageDir, 'node_modules');
  if (existsSync(modules)) symlinkSync(modules, path.join(copy, 'node_modules'));
  let builds = 0;
  return {
    build() {
      const run = spawnSync('npx', ['rsbuild', 'build'], { cwd: copy, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`${packageDir} did not build:\n${run.stdout}${run.stderr}`);
      const kept = `${copy}-build-${++builds}`;
      rmSync(kept, { recursive: true, force: true });
      cpSync(path.join(copy, BUILD), kept, { recursive: true });
      return kept;
    },
    changeOneString() {
      const strings = path.join(copy, 'src', 'i18n', 'en.json');
      const text = readFileSync(strings, 'utf8');
      if (!text.includes(`"${before}"`)) throw new Error(`${packageDir}'s en.json has no "${before}"`);
      writeFileSync(strings, text.replace(`"${before}"`, JSON.stringify(after)));
    },
    done() {
      rmSync(copy, { recursive: true, force: true });
      for (let n = 1; n <= builds; n++) rmSync(`${copy}-build-${n}`, { recursive: true, force: true });
    },
  };
}

function deploy(dataDir, area, from) {
  const run = spawnSync(process.execPath, [DEPLOY_TOOL, 'deploy', area, '--from', from], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DEPLOYED_BY: 'bench' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`deploy failed:\n${run.stdout}${run.stderr}`);
}

/** Opens the page in a new tab of the context (its disk cache kept) and sums the JS that came over the wire. */
async function visit(context, url, shown) {
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
  await shown(page).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts.values()];
}

/** One case: deploy the area built from its sources, visit, deploy it with one string changed, visit again. */
async function measure(browser, origin, dataDir, deployed) {
  const sources = areaCopy(deployed);
  try {
    deploy(dataDir, deployed.area, sources.build());
    sources.changeOneString();
    const changed = sources.build();
    const context = await browser.newContext();
    await visit(context, `${origin}/ready-to-ship`, (page) => deployed.shown(page, deployed.before));
    deploy(dataDir, deployed.area, changed);
    const again = (
      await visit(context, `${origin}/ready-to-ship`, (page) => deployed.shown(page, deployed.after))
    ).filter((script) => !script.cached);
    await context.close();
    const total = again.reduce((sum, script) => sum + script.bytes, 0);
    const rows = again.map((script) => ({
      'fetched again': new URL(script.url).pathname,
      'bytes on the wire': script.bytes,
    }));
    table(
      `What a one-string ${deployed.area} deploy costs a returning buyer on /ready-to-ship: ${kb(total)} KB of JS (goal ≤ ${deployed.goalKb})`,
      rows.length ? rows : [{ 'fetched again': '(nothing)', 'bytes on the wire': 0 }],
    );
    return total;
  } finally {
    sources.done();
  }
}

/**
 * `npm run bench -- redeploy` (issue 30): what a deploy with one changed string costs a returning buyer, for
 * the catalogue and for the shell. The area as built is deployed; a buyer's browser visits /ready-to-ship;
 * the area is built again with one string changed and deployed; the same browser visits again. Prints the
 * JavaScript that came over the wire the second time (bytes on the wire, revalidations included) and from
 * where. Each area on a fresh data folder.
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
