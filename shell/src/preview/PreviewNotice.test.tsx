import { PREVIEWS_ELEMENT_ID, SHOP_REQUEST_HEADER } from '@shop/contracts';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpShellI18n } from '../testing.ts';
import { PreviewNotice } from './PreviewNotice.tsx';
import { readPreviewState } from './read-previews.ts';

/** The data block the BFF puts into the page of a browser with a preview cookie. */
function servedWith(previews: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PREVIEWS_ELEMENT_ID;
  block.textContent = JSON.stringify(previews);
  document.head.append(block);
}

beforeAll(setUpShellI18n);
afterEach(() => {
  document.getElementById(PREVIEWS_ELEMENT_ID)?.remove();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the preview bar', () => {
  it('is not there for a page served without previews (every buyer’s)', async () => {
    expect(readPreviewState()).toBeNull();
    // render runs the effects (act): a page without previews has decided, and shows nothing.
    const { container } = await renderWithShop(<PreviewNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('ignores what is not a preview in the data block', () => {
    servedWith([{ area: 'catalog' }, { area: 'elsewhere', version: '1' }, 'x']);
    expect(readPreviewState()).toBeNull();
  });

  it('names each previewed release, and "Leave preview" ends them and loads the page again', async () => {
    servedWith([
      { area: 'catalog', version: '0.1.0-abc' },
      { area: 'basket', version: '0.2.0-def' },
    ]);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://shop/basket', assign });
    await renderWithShop(<PreviewNotice />);
    const bar = await screen.findByRole('region', { name: 'Release preview' });
    expect(bar).toHaveTextContent(
      'Release preview. This browser shows the catalogue 0.1.0-abc, the basket 0.2.0-def instead of the live release. Buyers do not see it.',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Leave preview' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/preview', {
      method: 'DELETE',
      headers: { [SHOP_REQUEST_HEADER]: '1' },
    });
    expect(assign).toHaveBeenCalledWith('/basket');
  });

  it('says so when leaving fails, and keeps the button', async () => {
    servedWith([{ area: 'catalog', version: '0.1.0-abc' }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await renderWithShop(<PreviewNotice />);
    const bar = await screen.findByRole('region', { name: 'Release preview' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Leave preview' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent('The preview could not be left');
    expect(within(bar).getByRole('button', { name: 'Leave preview' })).toBeEnabled();
  });

  it('says a refused link could not be used, in Greek too; Close removes the notice and its parameter', async () => {
    window.history.replaceState(null, '', '/?preview=link-refused');
    await renderWithShop(<PreviewNotice />, { language: 'gr' });
    const bar = await screen.findByRole('region', { name: 'Προεπισκόπηση έκδοσης' });
    expect(within(bar).getByRole('status')).toHaveTextContent(
      'Αυτός ο σύνδεσμος προεπισκόπησης δεν μπορεί να χρησιμοποιηθεί',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Κλείσιμο' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
