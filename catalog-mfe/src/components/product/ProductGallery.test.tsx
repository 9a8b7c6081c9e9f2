import type { Language } from '@shop/contracts';
import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_PHOTOS, visitorDetail, withPhotos } from '../../testing/fixtures.ts';
import { DETAIL_MAIN } from '../photo-layouts.ts';
import { ProductGallery } from './ProductGallery.tsx';

const key = (letter: string) => letter.repeat(24);

async function renderGallery(photos = TEST_PHOTOS, language: Language = 'en') {
  const { product } = withPhotos(visitorDetail(), photos);
  return renderWithShop(<ProductGallery product={product} />, { language });
}

const gallery = () => screen.getByRole('region', { name: 'Photos of Red Tiered Maxi Dress' });
const thumbnails = () => within(screen.getByRole('list', { name: 'Choose a photo' })).getAllByRole('button');
/** The main photo: the only image with alt text (the thumbnails' are in their buttons' labels). */
const mainPhoto = () => within(gallery()).getByRole('img', { name: /view/ });
const stage = () => mainPhoto().closest('div')!;

function swipe(from: { x: number; y: number }, to: { x: number; y: number }, pointerType = 'touch') {
  fireEvent.pointerDown(stage(), { pointerId: 7, pointerType, clientX: from.x, clientY: from.y });
  fireEvent.pointerUp(stage(), { pointerId: 7, pointerType, clientX: to.x, clientY: to.y });
}

describe('ProductGallery', () => {
  it('shows the drawn placeholder of a product without photos, as before', async () => {
    const { container } = await renderWithShop(<ProductGallery product={visitorDetail().product} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Red Tiered Maxi Dress' });
    expect(img).toHaveAttribute('src', '/media/products/1.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a single photo at the page’s width, at once and first, without gallery controls', async () => {
    await renderGallery(TEST_PHOTOS.slice(0, 1));
    const img = screen.getByRole('img', { name: 'Red Tiered Maxi Dress, view 1' });
    expect(img).toHaveAttribute('sizes', DETAIL_MAIN.sizes);
    expect(img).toHaveAttribute('src', `/media/photos/${key('a')}-720.jpg`);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the main photo, its position and a thumbnail per photo; a thumbnail shows its photo', async () => {
    const user = userEvent.setup();
    await renderGallery();
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 1');
    expect(within(gallery()).getByText('Photo 1 of 4')).toHaveAttribute('aria-live', 'polite');
    expect(thumbnails().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 4',
      'Photo 2 of 4',
      'Photo 3 of 4',
      'Photo 4 of 4',
    ]);
    expect(thumbnails()[0]).toHaveAttribute('aria-current', 'true');

    await user.click(thumbnails()[2]!);
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 3');
    expect(mainPhoto()).toHaveAttribute('srcset', expect.stringContaining(`${key('c')}-1440.jpg 1440w`));
    expect(thumbnails()[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails()[0]).not.toHaveAttribute('aria-current');
    expect(within(gallery()).getByText('Photo 3 of 4')).toBeInTheDocument();
  });

  it('loads only the photo shown at once; the thumbnails, their smallest version, as they scroll in', async () => {
    const { container } = await renderGallery();
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...Array(4).fill('lazy')]);
    expect(mainPhoto()).toHaveAttribute('fetchpriority', 'high');
    const thumbnail = thumbnails()[1]!;
    expect(thumbnail.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      `/media/photos/${key('b')}-240.avif 240w`,
    );
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', `/media/photos/${key('b')}-240.jpg`);
    expect(thumbnail.querySelector('img')).toHaveAttribute(
      'srcset',
      `/media/photos/${key('b')}-240.jpg 240w`,
    );
    expect(thumbnail.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('steps with Previous and Next, round from the last to the first', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 2');
    expect(thumbnails()[1]).toHaveAttribute('aria-current', 'true');
  });

  it('moves with ← → Home End, the focus following on the thumbnails', async () => {
    const user = userEvent.setup();
    await renderGallery();
    thumbnails()[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 2');
    expect(thumbnails()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');
    expect(thumbnails()[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 1');
    await user.keyboard('{ArrowLeft}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');
    await user.keyboard('{Home}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 1');
    expect(thumbnails()[0]).toHaveFocus();

    // On the Next button, the arrows move too; the focus stays on it.
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 2');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('moves on a finger’s sideways swipe, not on a tap, a vertical scroll or a mouse drag', async () => {
    await renderGallery();
    expect(stage()).toHaveClass(/stage/);
    swipe({ x: 300, y: 200 }, { x: 220, y: 210 });
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 2');
    swipe({ x: 100, y: 200 }, { x: 190, y: 190 });
    swipe({ x: 100, y: 200 }, { x: 190, y: 190 });
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');

    swipe({ x: 300, y: 200 }, { x: 270, y: 200 });
    swipe({ x: 300, y: 100 }, { x: 240, y: 300 });
    swipe({ x: 300, y: 200 }, { x: 100, y: 200 }, 'mouse');
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');

    // A move the browser took over (scrolling) is no swipe.
    fireEvent.pointerDown(stage(), { pointerId: 8, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerCancel(stage(), { pointerId: 8, pointerType: 'touch' });
    fireEvent.pointerUp(stage(), { pointerId: 8, pointerType: 'touch', clientX: 100, clientY: 200 });
    expect(mainPhoto()).toHaveAccessibleName('Red Tiered Maxi Dress, view 4');
  });

  it('speaks Greek', async () => {
    await renderGallery(TEST_PHOTOS, 'gr');
    expect(screen.getByRole('region', { name: 'Φωτογραφίες: Red Tiered Maxi Dress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Επόμενη φωτογραφία' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Φωτογραφία 2 από 4' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Επιλέξτε φωτογραφία' })).toBeInTheDocument();
  });
});
