import { PREVIEW_LINK, RUNNING_SHOP } from './tests/shop-under-test.ts';

/**
 * Against a running shop (E2E_BASE_URL), before any journey: the shop answers, the staff credentials come
 * as a pair, and the preview link (E2E_PREVIEW) is one the shop honours. Each says what is wrong at once,
 * rather than every journey failing on its own.
 */
export default async function checkRunningShop(): Promise<void> {
  if (!RUNNING_SHOP) return;
  const health = await fetch(`${RUNNING_SHOP}/api/health`).catch((error: Error) => error);
  if (health instanceof Error || !health.ok) {
    const why = health instanceof Error ? health.message : `HTTP ${health.status}`;
    throw new Error(`E2E_BASE_URL=${RUNNING_SHOP}: the shop does not answer GET /api/health (${why})`);
  }
  if (Boolean(process.env.E2E_STAFF_EMAIL) !== Boolean(process.env.E2E_STAFF_PASSWORD)) {
    throw new Error(
      'E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD go together: give both, or neither (the demo staff)',
    );
  }
  if (PREVIEW_LINK) {
    const link = new URL(PREVIEW_LINK, RUNNING_SHOP).href;
    const response = await fetch(link, { redirect: 'manual' });
    if (response.headers.getSetCookie().length === 0) {
      const location = response.headers.get('location');
      throw new Error(
        `E2E_PREVIEW=${PREVIEW_LINK}: the shop answered ${response.status}${location ? ` → ${location}` : ''} ` +
          'without setting a cookie: the link has expired, was changed, its release is live already, or it ' +
          `is not a preview link of ${RUNNING_SHOP}.`,
      );
    }
  }
}
