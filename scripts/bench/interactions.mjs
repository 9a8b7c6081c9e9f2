import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, DEMO_BUYER, logIn, median, table } from './util.mjs';

/** As Lighthouse's mobile preset: a phone's CPU is about 4× slower than this machine's (`--cpu=6`: slower phones). */
export const CPU_SLOWDOWN = 4;
/** A phone's width (the top bar is at its narrowest: Menu button, language, basket). */
const VIEWPORT = { width: 375, height: 812 };
/**
 * INP's "good" threshold is 200 ms; the shop aims at half of it for each of these (issue 48): every run,
 * the worst included, at 4× CPU; the median at 6× (a slower phone).
 */
export const GOAL_MS = 100;
/** Event Timing's smallest threshold: an interaction faster than that reports no entry at all. */
const THRESHOLD_MS = 16;
/** The root's mark that React runs the page the BFF rendered (contracts' TAKEN_OVER_ATTRIBUTE). */
const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';

const catalog = (page) => page.locator('[data-boundary="catalog"]');

/**
 * What is measured: on `path`, `prepare` (not measured) then a click on `target`. The controls are found by
 * role and name, as the e2e journeys find them.
 */
export const INTERACTIONS = [
  {
    name: 'open filters',
    key: 'filters',
    path: '/ready-to-ship',
    ready: (page) => catalog(page).getByRole('article').first(),
    target: (page) => catalog(page).getByRole('button', { name: /^Filters/ }),
  },
  {
    name: 'pick a colour (filters open)',
    key: 'colour',
    path: '/ready-to-ship',
    ready: (page) => catalog(page).getByRole('article').first(),
    prepare: async (page) => {
      await catalog(page)
        .getByRole('button', { name: /^Filters/ })
        .click();
      await catalog(page).getByRole('button', { name: 'Red' }).waitFor();
    },
    target: (page) => catalog(page).getByRole('button', { name: 'Red' }),
  },
  {
    name: 'size "+" (product page)',
    key: 'size',
    path: '/product/1',
    ready: (page) => catalog(page).getByRole('heading', { level: 1 }),
    target: (page) => catalog(page).getByRole('button', { name: 'Increase M' }),
  },
  {
    // Pressed as soon as the button shows, the page still taking over or loading its remotes: no settling.
    name: 'size "+" right after the page shows',
    key: 'size-early',
    path: '/product/1',
    early: true,
    ready: (page) => catalog(page).getByRole('heading', { level: 1 }),
    target: (page) => catalog(page).getByRole('button', { name: 'Increase M' }),
  },
  {
    name: 'add to basket (product page, 1 piece chosen)',
    key: 'add',
    path: '/product/1',
    ready: (page) => catalog(page).getByRole('heading', { level: 1 }),
    prepare: async (page) => {
      await catalog(page).getByRole('button', { name: 'Increase M' }).click();
      await expect(catalog(page).getByRole('textbox', { name: 'Quantity in size M' })).toHaveValue('1');
    },
    target: (page) => catalog(page).getByRole('button', { name: 'Add to basket' }),
  },
  {
    name: 'switch language (header toggle, on /ready-to-ship)',
    key: 'language',
    path: '/ready-to-ship',
    ready: (page) => catalog(page).getByRole('article').first(),
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Switch language to Greek' }),
  },
  {
    name: 'open the sample dialog (product page)',
    key: 'sample',
    path: '/product/1',
    ready: (page) => catalog(page).getByRole('heading', { level: 1 }),
    target: (page) => catalog(page).getByRole('button', { name: 'Request Sample' }),
  },
  {
    name: 'catalogue → product (card click on /ready-to-ship)',
    key: 'card',
    path: '/ready-to-ship',
    ready: (page) => catalog(page).getByRole('article').first(),
    target: (page) => catalog(page).getByRole('article').first().getByRole('link'),
  },
];

/**
 * Collects Event Timing entries of interactions (`interactionId` > 0) from the page's start. An interaction's
 * latency as INP counts it is the longest of its entries (pointerdown, pointerup, click: input to next paint).
 */
function observeInteractions() {
  const w = /** @type {any} */ (window);
  w.__interactionEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        w.__interactionEntries.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
          inputDelay: entry.processingStart - entry.startTime,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Long animation frames (≥ 50 ms of main-thread work before a frame): what the frame spent, for --verbose.
  w.__frames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      w.__frames.push({
        start: frame.startTime,
        end: frame.startTime + frame.duration,
        renderStart: frame.renderStart,
        styleAndLayoutStart: frame.styleAndLayoutStart,
        scripts: frame.scripts.map((s) => ({
          invoker: s.invoker,
          fn: s.sourceFunctionName,
          url: s.sourceURL.split('/').pop(),
          start: s.startTime,
          duration: s.duration,
          forcedLayout: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

function cookiesOf(header, origin) {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
}

/** The page at rest: loaded, taken over, nothing fetching, and a moment of idle main thread. */
async function settle(page) {
  await page.waitForFunction(
    (mark) => document.getElementById('root')?.hasAttribute(mark) === true,
    TAKEN_OVER_ATTRIBUTE,
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        // Two idle callbacks in a row: what the page scheduled after load has run.
        requestIdleCallback(() => requestIdleCallback(() => resolve(undefined), { timeout: 3000 }), {
          timeout: 3000,
        });
      }),
  );
}

/**
 * One fresh page load, one measured click: its latency in ms, its Event Timing entries and the long
 * animation frames it overlapped (what they ran).
 */
async function measureOnce(browser, origin, cookies, spec, { tracePath, cpu = CPU_SLOWDOWN } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(origin + spec.path);
    await spec.ready(page).waitFor({ state: 'visible', timeout: 60_000 });
    if (!spec.early) await settle(page);
    if (spec.prepare) {
      await spec.prepare(page);
      await settle(page);
    }
    const target = spec.target(page);
    await target.waitFor({ state: 'visible' });
    // In the middle of the window. Where the product page first shows it (744 px down the 812 px window), the
    // add button's busy state is a change headless Chromium's display compositor finds no damage in ("Swap
    // skipped." in a trace): no frame is presented until something else changes, so the press measured until
    // the basket's answer changed the badge (150–400 ms; with the answer held back, no entry at all), while at
    // 730 or 760 px, or centred, it measures 40–60 ms.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The pointer is put over the target first (hover styles), unmeasured: the measured input is the press
    // alone, as a tap's is.
    await target.hover();
    if (!spec.early) await settle(page);
    const seen = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      return Math.max(0, ...w.__interactionEntries.map((e) => e.id));
    });
    if (tracePath) {
      await browser.startTracing(page, {
        path: tracePath,
        screenshots: false,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'blink.user_timing',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'latencyInfo',
        ],
      });
      // Starting the profiler costs the page a moment (it logs every function already compiled): not in the
      // measured press.
      await page.waitForTimeout(1000);
      await settle(page);
    }
    // A press at the same place (no move, none of Playwright's actionability checks in the measured time).
    await page.mouse.down();
    await page.mouse.up();
    // An entry arrives once its frame is on screen; pointerdown may have had a frame of its own before the
    // click's. Wait for the click's (none comes when it took less than the threshold).
    await page
      .waitForFunction(
        (after) => {
          const w = /** @type {any} */ (window);
          return w.__interactionEntries.some((e) => e.id > after && e.name === 'click');
        },
        seen,
        { timeout: 2000, polling: 50 },
      )
      .catch(() => undefined);
    const entries = await page.evaluate((after) => {
      const w = /** @type {any} */ (window);
      return w.__interactionEntries.filter((e) => e.id > after);
    }, seen);
    if (tracePath) {
      await page.waitForTimeout(500);
      await browser.stopTracing();
    }
    const ids = [...new Set(entries.map((e) => e.id))];
    // The click is one interaction (pointerdown, pointerup, click share an id); anything later is not ours.
    const first = entries.filter((e) => e.id === Math.min(...ids));
    const start = Math.min(...first.map((e) => e.start));
    const end = Math.max(...first.map((e) => e.start + e.duration));
    const frames = first.length
      ? await page.evaluate(
          ([from, to]) => {
            const w = /** @type {any} */ (window);
            return w.__frames.filter((f) => f.end > from && f.start < to);
          },
          [start, end],
        )
      : [];
    return {
      frames: frames.map((f) => ({
        ...f,
        start: f.start - start,
        end: f.end - start,
        renderStart: f.renderStart ? f.renderStart - start : null,
        styleAndLayoutStart: f.styleAndLayoutStart ? f.styleAndLayoutStart - start : null,
        scripts: f.scripts.map((x) => ({ ...x, start: x.start - start })),
      })),
      // No entry: the interaction took less than the threshold (rounded to 8 ms).
      latency: first.length ? Math.max(...first.map((e) => e.duration)) : THRESHOLD_MS,
      entries: first,
    };
  } finally {
    await context.close();
  }
}

/**
 * `npm run bench -- interactions [--runs=N] [--cpu=4|6] [--only=filters,colour,size,add,language,sample,card]
 * [--trace=<folder>] [--verbose]`: each interaction's latency as INP counts it, on a fresh page load per
 * run, with the demo buyer logged in, a 375 px wide window and the CPU slowed 4× (or `--cpu`). Prints the
 * median and the worst run, held to the goal (the worst at 4×, the median slower), and what the worst
 * run of each spent.
 */
export async function interactionLatency(
  origin,
  { runs = 10, only = null, traceDir = null, verbose = false, cpu = CPU_SLOWDOWN } = {},
) {
  const specs = only ? INTERACTIONS.filter((s) => only.includes(s.key)) : INTERACTIONS;
  const cookies = cookiesOf(await logIn(origin, DEMO_BUYER), origin);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = [];
  try {
    // One unmeasured load first: the BFF compresses its files in the background after it starts.
    await measureOnce(browser, origin, cookies, INTERACTIONS[0], { cpu }).catch(() => undefined);
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    for (const spec of specs) {
      const latencies = [];
      /** The slowest run's long animation frames: what the worst press spent, not the median's. */
      let worst = { latency: -1, frames: [] };
      if (traceDir) {
        // A run of its own, not counted: the trace slows what it records.
        const tracePath = path.join(traceDir, `${spec.key}.json`);
        const { latency } = await measureOnce(browser, origin, cookies, spec, { tracePath, cpu });
        console.log(`  ${spec.key}: trace of a ${Math.round(latency)} ms press in ${tracePath}`);
      }
      for (let run = 0; run < runs; run++) {
        const { latency, entries, frames } = await measureOnce(browser, origin, cookies, spec, { cpu });
        latencies.push(latency);
        if (latency > worst.latency) worst = { latency, frames };
        if (verbose) {
          const parts = entries.map(
            (e) =>
              `${e.name} ${Math.round(e.duration)} (delay ${Math.round(e.inputDelay)}, handlers ${Math.round(e.processing)})`,
          );
          console.log(`  ${spec.key} #${run + 1}: ${Math.round(latency)} ms ${parts.join(', ')}`);
          for (const f of frames) {
            const r = (n) => (n === null ? '–' : Math.round(n));
            console.log(
              `    long frame ${r(f.start)}–${r(f.end)} ms (render ${r(f.renderStart)}, style+layout ${r(f.styleAndLayoutStart)}): ${f.scripts
                .map((x) => `${x.invoker}${x.fn ? ` ${x.fn}` : ''} @${r(x.start)} ${r(x.duration)} ms`)
                .join('; ')}`,
            );
          }
        }
      }
      results.push({ spec, latencies, worst });
    }
  } finally {
    await browser.close();
  }

  // At the phone's 4×, every run is held to the goal; on a slower phone, the median.
  const held = cpu <= CPU_SLOWDOWN ? 'worst' : 'median';
  table(
    `Interaction latency (INP's measure: input to next paint) — ${cpu}× CPU slowdown, ${VIEWPORT.width} px wide, demo buyer, ${runs} runs`,
    results.map(({ spec, latencies }) => {
      const figure = held === 'worst' ? Math.max(...latencies) : median(latencies);
      return {
        interaction: spec.name,
        'median ms': Math.round(median(latencies)),
        'worst ms': Math.round(Math.max(...latencies)),
        [`${held} ≤ ${GOAL_MS} ms`]: figure <= GOAL_MS ? 'yes' : 'no',
        runs: latencies
          .map((l) => Math.round(l))
          .sort((a, b) => a - b)
          .join(' '),
      };
    }),
  );
  console.log(
    "What each interaction's worst run spent (its long animation frames, scripts by their invoker):",
  );
  for (const { spec, worst } of results) {
    const r = (n) => (n === null ? '–' : Math.round(n));
    const spent = worst.frames.map(
      (f) =>
        `frame ${r(f.end - f.start)} ms (render at ${r(f.renderStart)}): ${
          f.scripts.map((x) => `${x.invoker}${x.fn ? ` ${x.fn}` : ''} ${r(x.duration)} ms`).join('; ') ||
          'no script'
        }`,
    );
    console.log(`  ${spec.key} (${r(worst.latency)} ms): ${spent.join(' | ') || 'no long frame'}`);
  }
  console.log(
    `(${THRESHOLD_MS} ms means below Event Timing's threshold: no entry. Durations are rounded to 8 ms by the browser.)`,
  );
  return results;
}
