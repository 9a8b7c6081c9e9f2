import { renderWithShop } from '@shop/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buyerSummary, testPhoto, withPhoto } from '../../testing/fixtures.ts';
import { CARD_IN_CAROUSEL } from '../photo-layouts.ts';
import { RelatedCarousel } from './RelatedCarousel.tsx';

const products = Array.from({ length: 8 }, (_, i) => buyerSummary(String(i + 2)));
const shownNames = () =>
  within(screen.getByRole('region', { name: 'You might also like' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(1024));

describe('RelatedCarousel', () => {
  it('shows 4 per page at 1024px, pages with arrows and dots', async () => {
    const user = userEvent.setup();
    resizeTo(1024);
    await renderWithShop(<RelatedCarousel products={products} linkTo={(id) => `/product/${id}?page=1`} />);
    expect(shownNames()).toEqual(['Dress 2', 'Dress 3', 'Dress 4', 'Dress 5']);
    const dots = within(screen.getByRole('group', { name: 'Pages of related products' })).getAllByRole(
      'button',
    );
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous products' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next products' }));
    expect(shownNames()).toEqual(['Dress 6', 'Dress 7', 'Dress 8', 'Dress 9']);
    expect(screen.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next products' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    expect(shownNames()).toEqual(['Dress 2', 'Dress 3', 'Dress 4', 'Dress 5']);
    expect(screen.getByRole('link', { name: 'Dress 2' })).toHaveAttribute('href', '/product/2?page=1');
  });

  it('pages with the arrow keys while focus is on its controls', async () => {
    const user = userEvent.setup();
    resizeTo(700);
    await renderWithShop(<RelatedCarousel products={products} linkTo={(id) => `/product/${id}`} />);
    expect(shownNames()).toHaveLength(2);
    screen.getByRole('button', { name: 'Page 1 of 4' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Page 2 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(shownNames()).toEqual(['Dress 4', 'Dress 5']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Page 1 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('re-pages when the window changes width, keeping a page that exists', async () => {
    const user = userEvent.setup();
    resizeTo(500);
    await renderWithShop(<RelatedCarousel products={products} linkTo={(id) => `/product/${id}`} />);
    expect(shownNames()).toEqual(['Dress 2']);
    await user.click(screen.getByRole('button', { name: 'Page 8 of 8' }));
    resizeTo(800);
    expect(shownNames()).toEqual(['Dress 8', 'Dress 9']);
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('sizes its cards’ photos for the carousel’s columns, loading them as they scroll in', async () => {
    const withPhotos = [
      withPhoto(buyerSummary('2'), testPhoto('e', 'Blue dress, front')),
      ...products.slice(1),
    ];
    await renderWithShop(<RelatedCarousel products={withPhotos} linkTo={(id) => `/product/${id}`} />);
    const img = screen.getByRole('img', { name: 'Blue dress, front' });
    expect(img).toHaveAttribute('sizes', CARD_IN_CAROUSEL.sizes);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('has no controls when everything fits, and nothing without products', async () => {
    const { unmount } = await renderWithShop(
      <RelatedCarousel products={products.slice(0, 3)} linkTo={(id) => `/product/${id}`} />,
    );
    expect(shownNames()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    await renderWithShop(<RelatedCarousel products={[]} linkTo={(id) => `/product/${id}`} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
