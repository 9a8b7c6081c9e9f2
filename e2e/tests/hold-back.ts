import type { Page } from '@playwright/test';

/**
 * Holds back the responses to requests matching `url` as they are served (each is fetched, then kept) until
 * the returned function is called: what the page looks like, and does, while those files or answers are on
 * their way.
 */
export async function holdBack(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  return release;
}
