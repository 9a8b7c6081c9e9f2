import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPhoto } from '../testing/fixtures.ts';
import { ProductImage } from './ProductImage.tsx';
import { CARD_IN_GRID } from './photo-layouts.ts';

const photo = testPhoto('a', 'Model in the red maxi dress, front');
const key = 'a'.repeat(24);
const all = (extension: string) =>
  [240, 360, 480, 600, 720, 960, 1440].map((w) => `/media/photos/${key}-${w}.${extension} ${w}w`).join(', ');

describe('ProductImage with a photo', () => {
  it('offers every version in AVIF, WebP and JPEG at the width the layout shows it, in its proportions', async () => {
    const { container } = await renderWithShop(
      <ProductImage src="/media/x.jpg" photo={photo} layout={CARD_IN_GRID} alt="" className="card" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([all('avif'), all('webp')]);
    for (const source of sources) expect(source).toHaveAttribute('sizes', CARD_IN_GRID.sizes);

    const img = screen.getByRole('img', { name: 'Model in the red maxi dress, front' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('srcset', all('jpg'));
    expect(img).toHaveAttribute('sizes', CARD_IN_GRID.sizes);
    expect(img).toHaveAttribute('src', `/media/photos/${key}-480.jpg`);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '2000');
    expect(img).toHaveClass('card');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads the first view’s largest at once and first, the rest of the first row at once', async () => {
    const { unmount } = await renderWithShop(
      <ProductImage src="" photo={photo} layout={CARD_IN_GRID} alt="" priority="lead" />,
    );
    const lead = screen.getByRole('img');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(lead).not.toHaveAttribute('decoding');
    unmount();

    await renderWithShop(
      <ProductImage src="" photo={photo} layout={CARD_IN_GRID} alt="" priority="visible" />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
  });

  it('takes the given alt text when the photo has none', async () => {
    await renderWithShop(
      <ProductImage src="" photo={testPhoto('b')} layout={CARD_IN_GRID} alt="Red Tiered Maxi Dress" />,
    );
    expect(screen.getByRole('img', { name: 'Red Tiered Maxi Dress' })).toBeInTheDocument();
  });

  it('offers only the versions made of a small photo', async () => {
    const small = { ...testPhoto('c'), widths: [240, 360], width: 400, height: 500 };
    const { container } = await renderWithShop(
      <ProductImage src="" photo={small} layout={CARD_IN_GRID} alt="" />,
    );
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      `/media/photos/${'c'.repeat(24)}-240.avif 240w, /media/photos/${'c'.repeat(24)}-360.avif 360w`,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', `/media/photos/${'c'.repeat(24)}-360.jpg`);
  });

  it('says the photo is missing when it cannot be loaded', async () => {
    const { container } = await renderWithShop(
      <ProductImage src="" photo={photo} layout={CARD_IN_GRID} alt="" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('picture')).toBeNull();
    expect(
      screen.getByRole('img', { name: 'Model in the red maxi dress, front: Image not available' }),
    ).toBeInTheDocument();
  });
});

describe('ProductImage without a photo', () => {
  it('shows the drawn placeholder as before: a plain 3:4 image, no srcset', async () => {
    const { container } = await renderWithShop(
      <ProductImage src="/media/products/1.svg" layout={CARD_IN_GRID} alt="" priority="lead" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/products/1.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
  });

  it('falls back to a silent placeholder when a decorative image fails', async () => {
    const { container } = await renderWithShop(
      <ProductImage src="/media/products/1.svg" layout={CARD_IN_GRID} alt="" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
