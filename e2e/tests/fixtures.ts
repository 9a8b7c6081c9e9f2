import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
} from '@playwright/test';
import {
  MACHINE_REASON,
  MACHINE_TAG,
  MAIL_CHECK_SKIPPED,
  PREVIEW_LINK,
  RUNNING_SHOP,
  shopDataDir,
} from './shop-under-test.ts';

export { expect };

/**
 * Opens the preview link (E2E_PREVIEW) in this browser context, so that the cookie it sets makes the context
 * get the previewed releases; fails clearly when the link sets no cookie for the shop (refused: expired,
 * changed, already live, or of another shop).
 */
export async function openPreview(context: BrowserContext): Promise<void> {
  if (!PREVIEW_LINK || !RUNNING_SHOP) return;
  const link = new URL(PREVIEW_LINK, RUNNING_SHOP).href;
  const response = await context.request.get(link, { maxRedirects: 0 });
  const set = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split('=')[0]?.trim() ?? '');
  const location = response.headers().location;
  if (set.length === 0) {
    throw new Error(
      `E2E_PREVIEW: ${link} answered ${response.status()}${location ? ` → ${location}` : ''} without setting a ` +
        'cookie: the shop refused the link (expired, changed, or its release is live already) or it is not a ' +
        `preview link of ${RUNNING_SHOP}.`,
    );
  }
  const stored = new Set((await context.cookies(RUNNING_SHOP)).map((cookie) => cookie.name));
  const missing = set.filter((name) => !stored.has(name));
  if (missing.length > 0) {
    throw new Error(
      `E2E_PREVIEW: the cookie ${missing.join(', ')} that ${link} sets does not reach E2E_BASE_URL ` +
        `${RUNNING_SHOP}: give a link on the same origin.`,
    );
  }
}

/**
 * `test` with what every journey gets: the preview cookie in its browser context when E2E_PREVIEW is set, and
 * a skip, against a running shop, when it is tagged `@machine`.
 */
export const test = base.extend<{ machineOnly: undefined }>({
  machineOnly: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(RUNNING_SHOP !== undefined && testInfo.tags.includes(MACHINE_TAG), MACHINE_REASON);
      await use(undefined);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await openPreview(context);
    await use(context);
  },
});

/**
 * A browser context of a journey's own (another buyer, the shop team), with the preview cookie when
 * E2E_PREVIEW is set, as the test's own context has it. Use it instead of `browser.newContext()`.
 */
export async function newShopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await openPreview(context);
  return context;
}

/**
 * A check of the mails the shop sent, read from its outbox folder: run when the suite can read that folder
 * (its own BFF's, or E2E_DATA_DIR), otherwise noted on the test (`mail check skipped`) and left out.
 */
export async function mailCheck(title: string, check: () => Promise<void>): Promise<void> {
  if (!shopDataDir()) {
    test.info().annotations.push({
      type: MAIL_CHECK_SKIPPED,
      description: `${title}: the shop's outbox is not readable from here (set E2E_DATA_DIR to its data folder)`,
    });
    return;
  }
  await test.step(title, check);
}

/**
 * A journey whose describe or file needs the shop's own machine before any of its tests run (a BFF of its
 * own started in beforeAll): skips them all against a running shop, so no hook runs. Its tests carry the
 * `@machine` tag too.
 */
export function onTheShopsMachineOnly(): void {
  // Skipped only against a running shop (E2E_BASE_URL), which has no BFF of the journey's own to start;
  // the suite's own run always runs them.
  test.skip(RUNNING_SHOP !== undefined, MACHINE_REASON);
}
