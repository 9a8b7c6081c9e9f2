import { expect, test } from './fixtures.ts';

test('the related-products carousel pages by width with arrows, dots and the keyboard', {
  tag: ['@catalog'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/1?page=1');
  const carousel = page.getByRole('region', { name: 'You might also like' });
  await expect(carousel.getByRole('listitem')).toHaveCount(4);
  const dots = carousel.getByRole('group', { name: 'Pages of related products' }).getByRole('button');
  await expect(dots).toHaveCount(2);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  const firstPage = await carousel.getByRole('listitem').allInnerTexts();

  const next = carousel.getByRole('button', { name: 'Next products' });
  await next.click();
  await expect(carousel.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');
  await expect(next).toBeDisabled();
  expect(await carousel.getByRole('listitem').allInnerTexts()).not.toEqual(firstPage);

  await carousel.getByRole('button', { name: 'Page 2 of 2' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute('aria-current', 'true');

  // Narrower: 2 per page, so 4 pages.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(carousel.getByRole('listitem')).toHaveCount(2);
  await expect(dots).toHaveCount(4);

  // A related product keeps the catalogue page for its back link.
  await carousel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+\?page=1$/);
});
