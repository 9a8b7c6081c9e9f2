import type { LazyPart } from './tests/first-view-files.ts';

/**
 * Budgets for the JavaScript a browser downloads for the first view of a page (issue 30, decision 1): gzip
 * bytes of every script, in the meaning of `npm run bench -- weight` (scripts/bench/page-weight.mjs), which
 * measures them in Chromium. tests/first-view-budget.spec.ts checks them without a browser, over the
 * production build, so a change that adds to a page's first view fails `npm test`.
 *
 * A budget is raised in the change that needs it, with its reason (docs/performance.md lists what costs what).
 */

/** KB as page-weight.mjs and docs/performance.md count them. */
export const KB = 1024;

export interface FirstViewBudget {
  /** As REMOTE_ROUTES names it (`/product/:id`), or a page of the shell's own. */
  route: string;
  maxKb: number;
  /**
   * What the first view renders from code loaded lazily: it is fetched as soon as the page is taken over,
   * so it counts. Not found by reading the build (its chunk graph is not in it): listed here.
   */
  lazyParts?: readonly LazyPart[];
}

export const FIRST_VIEW_BUDGETS: readonly FirstViewBudget[] = [
  // +4 KB (issue 50) on every page of the shop: the top bar's search (the shared SearchCombobox, its
  // suggestion groups and debounced answers, the shell's endpoint, its texts in both languages: ≈ 2.9 KB + 0.2
  // of the refactor into @shop/ui and @shop/platform); these pages had 0.1–0.7 KB left.
  {
    route: '/',
    maxKb: 179,
    // The home page's contact form (shell/src/contact/LazyContactForm.tsx).
    lazyParts: [{ area: 'shell', source: 'src/contact/ContactForm.tsx' }],
  },
  // +2 KB (issue 46): the platform's composition guard (names held per area, footprints admitted from
  // manifests, refusals reported), which every page with a remote needs before the remote's code runs.
  // +1 KB (issue 49): the "in stock now" filter and its texts in both languages (+0.6 KB); this page had 0.4 KB left.
  // +4 KB (issue 50): the top bar's search (above) and the catalogue's own search field, its results summary,
  // no-results help and texts in both languages (+1.5 KB).
  { route: '/ready-to-ship', maxKb: 199 },
  // +1 KB (issue 48, part 2, decision 0036): the shell hands each remote the file names its manifest records
  // (≈ 0.2 KB), the remote's entry follows them (≈ 0.06 KB), so a one-string deploy no longer sends the
  // entry again; this page had 0.2 KB left.
  // +1 KB (issue 49): availability per size (its endpoint, list and the note when a size asks for more than is
  // free) with its texts in both languages (+1.4 KB); this page had 1 KB left.
  // +4 KB (issue 50): the top bar's search (above).
  { route: '/product/:id', maxKb: 201 },
  // A buyer's page (a visitor is sent to /login, and also downloads the account remote's login page).
  { route: '/basket', maxKb: 209 },
  // +1 KB (issue 48, part 6): @shop/platform's HydrateOnView, with which the shell leaves its footer (and the
  // home page below its hero) out of the first view's work; this page had 0.5 KB left.
  // +3 KB (issue 50): the top bar's search (above).
  { route: '/custom-made', maxKb: 200 },
];
