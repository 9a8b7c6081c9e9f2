import { SHOP_REQUEST_HEADER } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { fakeXhr } from '@shop/platform/fake-xhr';
import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProductsBff } from '../../../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../../../testing/fixtures.ts';
import { photoOf, productIn } from '../../../testing/product-fixtures.ts';
import { storeWith } from '../../../testing/shop-cache.ts';
import ProductEditorPage from '../../ProductEditorPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function renderEditor() {
  const store = await storeWith('en', { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/products/:id" element={<ProductEditorPage />} />
    </Routes>,
    { language: 'en', path: '/office/products/p-1', store },
  );
  return screen.findByRole('region', { name: 'Photos' });
}

const photo = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

const titles = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('a product’s photos', { timeout: 20_000 }, () => {
  it('uploads several, each with its progress and its own reason when refused', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const sent = fakeXhr();
    const bff = fakeProductsBff([productIn({ photos: [photoOf(1)] })]);
    const panel = await renderEditor();
    expect(titles(panel)).toEqual(['Photo 1 of 1Main photo']);

    await user.upload(within(panel).getByLabelText('Add photos'), [
      photo('front.jpg', 'image/jpeg'),
      photo('logo.gif', 'image/gif'),
      photo('back.png', 'image/png'),
    ]);
    const uploads = within(panel).getByRole('list', { name: 'Uploads' });
    // Refused at once, before sending: not a photo type.
    expect(within(uploads).getByText('logo.gif').parentElement).toHaveTextContent(
      'Not accepted: use a JPEG, PNG, WebP or HEIC photo',
    );
    // One at a time: the first is on its way, the second waits.
    await waitFor(() => expect(sent).toHaveLength(1));
    const first = sent[0];
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/api/office/products/p-1/photos');
    expect(first?.headers[SHOP_REQUEST_HEADER]).toBe('1');
    expect(first?.file()?.name).toBe('front.jpg');
    expect(within(uploads).getByText('back.png').parentElement).toHaveTextContent('Waiting…');

    first?.progress(512, 1024);
    const bar = await within(uploads).findByRole('progressbar', { name: 'Uploading front.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(within(uploads).getByText('front.jpg').parentElement).toHaveTextContent('50 %');

    // Done: the product is read again and shows the new photo; the next file goes.
    const product = bff.products.get('p-1');
    if (product) bff.products.set('p-1', { ...product, photos: [...product.photos, photoOf(2)] });
    first?.respond(201, bff.products.get('p-1'));
    await waitFor(() => expect(titles(panel)).toEqual(['Photo 1 of 2Main photo', 'Photo 2 of 2']));
    expect(within(uploads).getByText('front.jpg').parentElement).toHaveTextContent('Uploaded');
    await waitFor(() => expect(sent).toHaveLength(2));
    sent[1]?.respond(409, { error: { code: 'too_many_photos', message: 'Too many.' } });
    await waitFor(() =>
      expect(within(uploads).getByText('back.png').parentElement).toHaveTextContent(
        'Not added: a product may have at most 12 photos.',
      ),
    );

    // Dropped on the zone, a file is uploaded the same way.
    fireEvent.drop(within(panel).getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [photo('side.webp', 'image/webp')] },
    });
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.file()?.name).toBe('side.webp');
  });

  it('refuses a photo too large before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeXhr();
    fakeProductsBff([productIn()]);
    const panel = await renderEditor();
    expect(within(panel).getByText('No photos yet: the shop shows a drawn placeholder.')).toBeInTheDocument();
    const big = photo('huge.jpg', 'image/jpeg', 1);
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(within(panel).getByLabelText('Add photos'), big);
    expect(within(panel).getByText('huge.jpg').parentElement).toHaveTextContent(
      'Too large: a photo may be at most 25 MB.',
    );
    expect(sent).toHaveLength(0);
  });

  it('arranges them with the keyboard’s buttons, edits alt texts, saves; removes one after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = fakeProductsBff([
      productIn({ photos: [photoOf(1, 'Front'), photoOf(2, 'Back'), photoOf(3, 'Detail')] }),
    ]);
    const panel = await renderEditor();
    const save = within(panel).getByRole('button', { name: 'Save photo order and texts' });
    expect(save).toBeDisabled();

    const down = within(panel).getByRole('button', { name: 'Move down photo 1' });
    await user.click(down);
    // Focus stays on the moved photo's button, now that of photo 2.
    await waitFor(() => expect(down).toHaveFocus());
    expect(down).toHaveAccessibleName('Move down photo 2');
    expect(within(panel).getByRole('status')).toHaveTextContent('Moved to place 2 of 3.');

    await user.click(within(panel).getByRole('button', { name: 'Make main, photo 3' }));
    const items = () =>
      within(within(panel).getByRole('list', { name: 'Photos, the main one first' })).getAllByRole(
        'listitem',
      );
    expect(within(items()[0] as HTMLElement).getByText('Main photo')).toBeInTheDocument();
    expect(within(items()[0] as HTMLElement).getByRole('img')).toHaveAttribute('alt', 'Detail');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: /^Photo 1 of 3/ })).toHaveFocus());

    await user.type(within(panel).getByLabelText('Alt text in Greek, photo 1'), 'Λεπτομέρεια');
    expect(within(panel).getByText('Order or texts not saved yet')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/office/products/p-1/photos',
      body: {
        photosVersion: 1,
        photos: [
          { id: 'ph-3', altEn: 'Detail', altGr: 'Λεπτομέρεια' },
          { id: 'ph-2', altEn: 'Back', altGr: '' },
          { id: 'ph-1', altEn: 'Front', altGr: '' },
        ],
      },
    });
    await waitFor(() => expect(within(panel).queryByText('Order or texts not saved yet')).toBeNull());

    await user.click(within(panel).getByRole('button', { name: 'Remove photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove photo 2?' });
    expect(dialog).toHaveAccessibleDescription(/removed from the product at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the photo' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/office/products/p-1/photos/ph-2');
    expect(within(panel).getByLabelText('Alt text in English, photo 2')).toHaveValue('Front');
  });

  it('says a colleague changed the photos meanwhile, keeps theirs, and reloads them on request', async () => {
    const user = userEvent.setup({ delay: null });
    const { products } = fakeProductsBff([productIn({ photos: [photoOf(1, 'Front'), photoOf(2, 'Back')] })]);
    const panel = await renderEditor();
    await user.type(within(panel).getByLabelText('Alt text in Greek, photo 1'), 'Μπροστά');
    // A colleague arranges them meanwhile: their version is newer than the page's.
    const theirs = products.get('p-1');
    if (!theirs) throw new Error('no product');
    products.set('p-1', {
      ...theirs,
      photos: [photoOf(1, 'Their front'), photoOf(2, 'Back')],
      photosVersion: 2,
    });
    await user.click(within(panel).getByRole('button', { name: 'Save photo order and texts' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Someone changed this product’s photos (added, removed or arranged them) since you opened them',
    );
    expect(products.get('p-1')?.photos[0]?.altEn).toBe('Their front');
    await user.click(within(panel).getByRole('button', { name: 'Reload the photos' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Alt text in English, photo 1')).toHaveValue('Their front'),
    );
  });
});
