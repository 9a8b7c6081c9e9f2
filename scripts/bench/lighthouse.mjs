import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBarePage } from './bare-page.mjs';
import { PAGES } from './page-weight.mjs';
import { CHROME_FLAGS, CHROMIUM, ROOT, table } from './util.mjs';

const run = promisify(execFile);
const CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** Lighthouse's default (mobile) preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown. */
async function lighthouse(url, extraFlags = []) {
  const { stdout } = await run(
    process.execPath,
    [
      CLI,
      url,
      ...extraFlags,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${[...CHROME_FLAGS, '--headless=new'].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError)
    throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

/** A trace is sometimes lost on a busy machine (NO_NAVSTART): such a run is repeated, up to 3 times. */
async function audit(url, extraFlags = []) {
  let report;
  for (let attempt = 1; ; attempt++) {
    try {
      report = await lighthouse(url, extraFlags);
      break;
    } catch (error) {
      const message = String(error.stderr || error.message).split('\n')[0];
      if (attempt === 3) throw new Error(`lighthouse failed 3 times on ${url}: ${message}`);
      console.log(`  lighthouse ${url}: attempt ${attempt} failed (${message}); again`);
    }
  }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audits = report.audits;
  return {
    performance: score('performance'),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    failed: Object.values(audits)
      .filter((a) => a.score === 0 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/**
 * Each page's scores, and the bare page's (bare-page.mjs: the mandated libraries taking over 12 cards) beside
 * them: what this machine gives a page with no shop in it, so that a score is read against the machine's speed.
 */
export async function lighthouseScores(origin) {
  const rows = [];
  const bare = await startBarePage(origin);
  const pages = [{ name: 'bare page', url: bare.url }].concat(
    PAGES.map(({ path: page }) => ({ name: page, url: origin + page })),
  );
  try {
    for (const { name, url } of pages) rows.push(await scores(name, url));
  } finally {
    await bare.stop();
  }
  table(
    'Lighthouse — mobile preset (simulated slow 4G, 4× CPU), Chromium headless=new; the bare page first',
    rows,
  );
  return rows;
}

/** One page's row. */
async function scores(page, url) {
  const r = await audit(url);
  // The same page with the slow network and CPU applied to the real load (DevTools throttling) instead of
  // simulated from an unthrottled one. Lighthouse's simulation counts every script that finished loading
  // before the largest paint as if the paint waited for it, which on localhost is all of them even when the
  // paint needed none (a first view rendered on the server); the applied run shows when it really painted.
  const applied = await audit(url, ['--throttling-method=devtools']);
  return {
    page,
    performance: r.performance,
    'FCP s': (r.fcp / 1000).toFixed(2),
    'LCP s': (r.lcp / 1000).toFixed(2),
    'applied: FCP / LCP s': `${(applied.fcp / 1000).toFixed(2)} / ${(applied.lcp / 1000).toFixed(2)}`,
    'TBT ms': Math.round(r.tbt),
    CLS: r.cls.toFixed(3),
    accessibility: r.accessibility,
    'best practices': r.bestPractices,
    'failed audits': r.failed.join(', ') || '–',
  };
}
