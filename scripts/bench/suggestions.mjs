import { chromium } from '@playwright/test';
import { PRODUCT_CODE_PATTERN } from '@shop/contracts';
import { CHROME_FLAGS, CHROMIUM, median, table } from './util.mjs';

/** A frame at 60 Hz (ms): the suggestions must be drawn by the first frame after their answer (issue 50). */
const FRAME_MS = 1000 / 60;
/** What is typed: each of its beginnings is asked for, as typing asks (each a search no one asked before in this run). */
const TYPED = process.env.BENCH_TYPED
  ? [process.env.BENCH_TYPED]
  : ['forema maxi', 'mplouza', 'kenti', 'froema', 'wf 100', 'pantel', 'λευκ', 'polyhromo'];
const VIEWPORT = { width: 1280, height: 900 };
/** A product code in an option's text (contracts' pattern without its anchors). */
const PRODUCT_CODE = new RegExp(PRODUCT_CODE_PATTERN.replace(/^\^|\$$/gu, ''), 'u');

/**
 * In the page: each answer of `/api/products/suggestions` (its `responseEnd`, and the codes of the products it
 * lists) and, each time the listbox's options change, the start of the next animation frame (the one that
 * draws them). Installed before the page's own code.
 */
function observeSuggestions() {
  const w = /** @type {any} */ (window);
  w.__answers = [];
  w.__drawn = [];
  w.__codes = {};
  // The products each answer lists (its codes, which their options show), read from a copy of the answer.
  const fetchOf = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetchOf(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/api/products/suggestions'))
      response
        .clone()
        .json()
        .then((body) => {
          w.__codes[body.q] = body.products.map((/** @type {{ code: string }} */ p) => p.code);
        });
    return response;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('/api/products/suggestions'))
        w.__answers.push({ q: new URL(entry.name).searchParams.get('q'), end: entry.responseEnd });
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver(() => {
    // The top bar's listbox (SearchCombobox's id `shell-search`).
    const box = document.getElementById('shell-search-listbox');
    const text = box ? [...box.querySelectorAll('[role="option"]')].map((o) => o.textContent).join('|') : '';
    if (text === w.__lastOptions) return;
    w.__lastOptions = text;
    const changed = performance.now();
    requestAnimationFrame((frame) => w.__drawn.push({ changed, frame, text }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * `npm run bench -- suggestions [--cpu=N]`: the top bar's search in Chromium (1280 px, the CPU slowed `cpu`×, 1
 * by default): each beginning of each query typed, and for each suggestions answer the time from its last
 * byte (`responseEnd`) to the start of the animation frame that draws its options — within one frame (16.7 ms)
 * is the goal — and how long the page's own work took before it (the options in the DOM).
 */
export async function suggestionFrames(origin, { cpu = 1 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const rows = [];
  /** Answers that listed what the popup showed already; answers never drawn (a failure, printed). */
  let unchanged = 0;
  const missed = [];
  try {
    for (const typed of TYPED) {
      const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
      try {
        await context.addInitScript(observeSuggestions);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.goto(`${origin}/about`);
        await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-taken-over'));
        const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
        await box.click();
        // Each beginning of the query on its own (as typing asks for it), the box emptied between them. The
        // popup keeps the last answer while the next is on its way: an answer listing the same products
        // changes nothing on screen (counted apart below).
        for (let end = 1; end <= typed.length; end++) {
          // "forema " asks what "forema" asked (the box's text is trimmed): answered from the cache, no request.
          if (/\s/u.test(typed[end - 1] ?? '')) continue;
          const asked = await page.evaluate(() => /** @type {any} */ (window).__answers.length);
          await box.fill('');
          await box.fill(typed.slice(0, end));
          await page.waitForFunction((n) => /** @type {any} */ (window).__answers.length > n, asked, {
            timeout: 10_000,
          });
          // Past the answer's frame.
          await page.waitForTimeout(100);
        }
        const { answers, drawn, codes } = await page.evaluate(() => {
          const w = /** @type {any} */ (window);
          return { answers: w.__answers, drawn: w.__drawn, codes: w.__codes };
        });
        if (process.env.BENCH_DEBUG) console.error(typed, JSON.stringify({ answers, drawn }).slice(0, 600));
        for (const answer of answers) {
          const listed = codes[answer.q];
          if (!listed) continue;
          // Options showing the answer's products (or, for an answer with none, no product at all).
          const shows = (/** @type {string} */ text) =>
            listed.length > 0 ? listed.every((code) => text.includes(code)) : !PRODUCT_CODE.test(text);
          // An answer listing what the popup already showed (the last answer's products kept while it was on
          // its way) changes nothing on the screen: there is no drawing of it to time.
          const before = drawn.findLast((d) => d.changed < answer.end);
          if (before && shows(before.text)) {
            unchanged += 1;
            continue;
          }
          const draw = drawn.find((d) => d.changed >= answer.end && shows(d.text));
          if (!draw) {
            missed.push(`${typed}: ${answer.q}`);
            continue;
          }
          rows.push({
            typed,
            q: answer.q,
            toDom: draw.changed - answer.end,
            toFrame: draw.frame - answer.end,
          });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const toFrame = rows.map((r) => r.toFrame);
  const within = toFrame.filter((ms) => ms <= FRAME_MS).length;
  table(
    `Search suggestions drawn after their answer — top bar, ${VIEWPORT.width} px, ${cpu}× CPU, ${rows.length} answers (goal: the frame after the answer, ≤ ${FRAME_MS.toFixed(1)} ms)`,
    [
      {
        answers: rows.length,
        'answer → options in the DOM, median ms': median(rows.map((r) => r.toDom)).toFixed(1),
        'worst ms': Math.max(...rows.map((r) => r.toDom)).toFixed(1),
        'answer → frame drawing them, median ms': median(toFrame).toFixed(1),
        'worst ms ': Math.max(...toFrame).toFixed(1),
        'within one frame': `${within} of ${rows.length}`,
        'unchanged (already shown)': unchanged,
        'never drawn': missed.length,
      },
    ],
  );
  if (missed.length > 0) console.log(`Answers never drawn: ${missed.join('; ')}`);
  if (process.env.BENCH_DEBUG)
    for (const r of rows) console.error(r.typed, r.q, r.toDom.toFixed(1), r.toFrame.toFixed(1));
  return rows;
}
