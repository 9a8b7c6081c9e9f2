import path from 'node:path';
import { FIRST_VIEW_BUDGETS, type FirstViewBudget, KB } from '../first-view-budgets.ts';
import {
  type BuildLocation,
  type FirstViewWeight,
  firstViewFiles,
  firstViewWeight,
  type LazyPart,
} from './first-view-files.ts';
import { withFixtureBuild } from './first-view-fixture.ts';
import { expect, test } from './fixtures.ts';
import { MACHINE_TAG } from './shop-under-test.ts';

/**
 * The first view's JavaScript against its budget, per route, counted from the production build's files (no
 * browser, no timing): what e2e/first-view-budgets.ts says. This checkout's build, so not against a running
 * shop (`@machine`).
 */

/** The build `npm test` has just made: each package's `dist/`, or the folder SHOP_BUILD_DIR names. */
const BUILD: BuildLocation = {
  root: path.resolve(import.meta.dirname, '..', '..'),
  folder: process.env.SHOP_BUILD_DIR || 'dist',
};

const TAGS = ['@shell', '@catalog', '@basket', '@custom', MACHINE_TAG];

const budgetBytes = (budget: Pick<FirstViewBudget, 'maxKb'>) => budget.maxKb * KB;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function report(weight: FirstViewWeight, budget: FirstViewBudget): string {
  const files = weight.files.map(
    (file) => `    ${kb(file.gzipBytes).padStart(6)}  ${file.area}:${file.file} (${file.reason})`,
  );
  const headroom = budgetBytes(budget) - weight.gzipBytes;
  return [
    `${budget.route.padEnd(15)} ${kb(weight.gzipBytes).padStart(6)} KB of ${budget.maxKb} (${kb(headroom)} left)`,
    ...files,
  ].join('\n');
}

test('each route’s first-view JavaScript is within its budget', { tag: TAGS }, () => {
  const lines = [`First-view JavaScript, gzip, KB = ${KB} bytes (build folder: ${BUILD.folder})`];
  for (const budget of FIRST_VIEW_BUDGETS) {
    const weight = firstViewWeight(BUILD, budget.route, budget.lazyParts);
    lines.push(report(weight, budget));
    expect
      .soft(weight.gzipBytes, `${budget.route}: first-view JavaScript (gzip bytes) over its budget`)
      .toBeLessThanOrEqual(budgetBytes(budget));
  }
  console.log(lines.join('\n'));
});

/** `/remotes/catalog/x.js` → `catalog:x.js`, `/static/js/x.js` → `shell:static/js/x.js`. */
function servedFile(url: string, origin: string): string {
  const { pathname } = new URL(url, origin);
  const remote = /^\/remotes\/(\w+)\/(.+)$/.exec(pathname);
  return remote ? `${remote[1]}:${remote[2]}` : `shell:${pathname.slice(1)}`;
}

test('every script a served page names is counted in its first view', { tag: TAGS }, async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  for (const budget of FIRST_VIEW_BUDGETS) {
    // A route's parameter as the bench's page has it (`/product/1`, a seeded product).
    const html = await (
      await request.get(budget.route.replace(/:\w+/g, '1'), { headers: { accept: 'text/html' } })
    ).text();
    const named = [
      ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
      ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g),
    ].map((match) => servedFile(match[1] ?? '', origin));
    const counted = firstViewFiles(BUILD, budget.route, budget.lazyParts).map(
      (file) => `${file.area}:${file.file}`,
    );
    expect(named.length, budget.route).toBeGreaterThan(0);
    expect(
      named.filter((file) => !counted.includes(file)),
      `${budget.route}: scripts the page names that the budget does not count`,
    ).toEqual([]);
  }
});

test(
  'the count follows the build: what a change adds to a first view takes a route over its budget',
  {
    tag: ['@shell'],
  },
  () =>
    withFixtureBuild((fixture) => {
      const files = (route: string, lazy: readonly LazyPart[] = []) =>
        firstViewFiles(fixture.build, route, lazy).map((file) => `${file.area}:${file.file} ${file.reason}`);
      // A rendered page: the paint-first script too; the remote's entry, page module, and its copy of the one
      // shared package the shell does not provide (not its react, nor i18next its page does not import).
      expect(files('/ready-to-ship')).toEqual([
        'shell:static/js/paint-first.js page script',
        'shell:static/js/index.js page script',
        'catalog:remoteEntry.js remote entry',
        'catalog:static/js/async/common.js page module',
        'catalog:static/js/async/expose.js page module',
        'catalog:static/js/async/new-lib.js shared fallback',
      ]);
      // A remote without a server build: the page has no first view, so no paint-first script.
      expect(files('/custom-made')).toEqual([
        'shell:static/js/index.js page script',
        'custom:remoteEntry.js remote entry',
        'custom:static/js/async/common.js page module',
        'custom:static/js/async/expose.js page module',
      ]);
      // The lazy part's own chunk, not the bigger one that also holds it.
      expect(files('/', fixture.lazyParts)).toEqual([
        'shell:static/js/paint-first.js page script',
        'shell:static/js/index.js page script',
        'shell:static/js/async/form.js lazy part',
      ]);

      const changes = [
        { route: '/ready-to-ship', lazy: [], changed: 'catalog-mfe/dist/static/js/async/expose.js' },
        { route: '/', lazy: fixture.lazyParts, changed: 'shell/dist/static/js/index.js' },
      ];
      for (const { route, lazy, changed } of changes) {
        const before = firstViewWeight(fixture.build, route, lazy);
        const budget = { maxKb: Math.ceil(before.gzipBytes / KB) };
        expect(before.gzipBytes).toBeLessThanOrEqual(budgetBytes(budget));
        fixture.addImport(changed);
        const after = firstViewWeight(fixture.build, route, lazy);
        expect(after.gzipBytes - before.gzipBytes, `${route} after ${changed} grew`).toBeGreaterThan(KB);
        expect(after.gzipBytes, `${route} over its budget`).toBeGreaterThan(budgetBytes(budget));
      }
    }),
);
