import type { Locator, Page } from '@playwright/test';
import { useLanguage } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

/**
 * The top bar of a buyer with a long business name, in English and Greek, at a phone's, a tablet's, a
 * small laptop's and a desktop's width: one line at every width (the page links on it from 1280px, in
 * the Menu below), the name cut with an ellipsis and whole in the menus, and a picture of each.
 */

const BUSINESS_NAME = 'Boutique Athina Kolonaki Fashion House';
const WIDTHS = [375, 768, 1024, 1280] as const;
const FULL_BAR_FROM = 1280;

const TEXT = {
  en: { menu: 'Menu', pages: ['Shop', 'How it works', 'About us', 'Contact'], howItWorks: 'How it works' },
  gr: {
    menu: 'Μενού',
    pages: ['Κατάστημα', 'Πώς λειτουργεί', 'Σχετικά με εμάς', 'Επικοινωνία'],
    howItWorks: 'Πώς λειτουργεί',
  },
} as const;

/** Every control the bar shows, with its box and whether its text runs onto a second line. */
async function barControls(banner: Locator) {
  return banner.locator('a:visible, button:visible').evaluateAll((elements) =>
    elements
      // The search has a row of its own under the bar (issue 50): the bar is the row above it.
      .filter((element) => !element.closest('[role="search"]'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
        const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
        return {
          name: element.textContent?.trim() || element.getAttribute('aria-label') || '',
          middle: box.top + box.height / 2,
          right: box.right,
          wraps: box.height - padding - border > lineHeight * 1.5,
        };
      }),
  );
}

/**
 * Retried until the bar settles: the language is deferred React state, so right after a switch a busy machine
 * can lay out a frame where part of the bar still has the other language's text (CI saw one).
 */
async function expectOneLine(page: Page, banner: Locator): Promise<void> {
  await expect(async () => {
    const controls = await barControls(banner);
    expect(controls.filter((control) => control.wraps).map((control) => control.name)).toEqual([]);
    // Every control on the same line: their middles within 2px of each other.
    const middles = controls.map((control) => control.middle);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
    // Nothing pushed past the window's edge, and the page does not scroll sideways.
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.max(...controls.map((control) => control.right))).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 5000 });
}

for (const language of ['en', 'gr'] as const) {
  const text = TEXT[language];
  for (const width of WIDTHS) {
    test(`the top bar at ${width}px in ${language === 'en' ? 'English' : 'Greek'} holds one line`, {
      tag: ['@shell'],
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 });
      await useLanguage(page, language);
      await registerBuyer(page, BUSINESS_NAME);
      await page.goto('/about');
      const banner = page.getByRole('banner');
      const menuButton = banner.getByRole('button', { name: text.menu, exact: true });
      await expect(menuButton.or(banner.getByRole('navigation')).first()).toBeVisible();

      if (width >= FULL_BAR_FROM) {
        for (const name of text.pages) await expect(banner.getByText(name, { exact: true })).toBeVisible();
        await expect(menuButton).toBeHidden();
      } else {
        await expect(banner.getByRole('link', { name: text.howItWorks })).toBeHidden();
        await expect(menuButton).toBeVisible();
      }
      await expectOneLine(page, banner);

      const account = banner.getByRole('button', { name: new RegExp(BUSINESS_NAME) });
      if (width >= 768) {
        // The name is cut with an ellipsis in the bar, and shown whole at the top of its menu.
        const shown = account.locator('span');
        expect(await shown.evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);
        await expect(shown).toHaveCSS('text-overflow', 'ellipsis');
      } else {
        await expect(account).toBeHidden();
      }

      await expect(banner).toHaveScreenshot(`top-bar-${language}-${width}.png`, { maxDiffPixelRatio: 0.01 });

      if (width >= 768) {
        await account.click();
        await expect(banner.getByRole('listitem').filter({ hasText: BUSINESS_NAME })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      if (width < FULL_BAR_FROM) {
        // Collapsed: the Menu holds the page links and the whole name.
        await menuButton.click();
        const panel = page.getByRole('dialog', { name: text.menu });
        await expect(panel.getByRole('link', { name: text.howItWorks })).toBeVisible();
        await expect(panel.getByRole('heading', { name: BUSINESS_NAME })).toBeVisible();
      }
    });
  }
}
