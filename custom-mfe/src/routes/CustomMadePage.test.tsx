import type { Buyer, Profile } from '@shop/contracts';
import { createShopStore, sessionApi } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { customMadeProfileApi } from '../api/get-custom-made-profile.ts';
import { customMadeRequestsApi } from '../api/list-custom-made-requests.ts';
import { emptyDraft, toggleType, updateLine } from '../lib/draft.ts';
import { readSavedDraft, saveDraft, savedDraftKey } from '../lib/saved-draft.ts';
import CustomMadePage from './CustomMadePage.tsx';

const BUYER: Buyer = { id: 'b1', email: 'shop@example.gr', businessName: 'Boutique Kifisia' };
const NO_ADDRESS: Profile = { ...BUYER, vatNumber: null, businessAddress: null, deliveryAddress: null };

/** The page with the cache filled as the BFF would answer (jsdom cannot reach a relative /api). */
async function renderPage(options: { buyer?: Buyer | null; profile?: Profile } = {}) {
  const buyer = options.buyer ?? null;
  const store = createShopStore({ locale: { language: 'en' } });
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer }));
  if (buyer) {
    await store.dispatch(
      customMadeProfileApi.util.upsertQueryData(
        'customGetCustomMadeProfile',
        undefined,
        options.profile ?? NO_ADDRESS,
      ),
    );
    await store.dispatch(
      customMadeRequestsApi.util.upsertQueryData('customListCustomMadeRequests', undefined, { requests: [] }),
    );
  }
  const user = userEvent.setup({ delay: null });
  await renderWithShop(<CustomMadePage />, { store, path: '/custom-made' });
  return { user, store };
}

const panel = (name: string | RegExp) => screen.getByRole('tabpanel', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit quote request' });

async function describeLine(
  user: ReturnType<typeof userEvent.setup>,
  type: string,
  quantities: Record<string, string>,
  fabric = 'Cotton',
) {
  const tile = screen.getByRole('button', { name: type });
  if (tile.getAttribute('aria-pressed') !== 'true') await user.click(tile);
  await user.click(screen.getByRole('tab', { name: type }));
  await user.selectOptions(within(panel(type)).getByLabelText('Fabric'), fabric);
  for (const [size, value] of Object.entries(quantities)) {
    const input = within(panel(type)).getByLabelText(size, { exact: true });
    await user.clear(input);
    await user.type(input, value);
  }
}

afterEach(() => sessionStorage.clear());

// Role queries over the whole form are slow in jsdom, and these tests type like a buyer does.
const INTERACTIVE = { timeout: 30_000 };

describe('the minimum-order count', INTERACTIVE, () => {
  it('counts only the selected product types and keeps a deselected one for later', async () => {
    const { user } = await renderPage();
    expect(submitButton()).toBeDisabled();

    await describeLine(user, 'Dress', { M: '3' });
    expect(screen.getByText(/3 of 5 pieces\./)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await describeLine(user, 'Blouse', { S: '2' });
    expect(screen.getByText(/5 of 5 pieces\. Minimum order reached\./)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    const blouse = screen.getByRole('button', { name: 'Blouse' });
    await user.click(blouse);
    expect(blouse).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('tab', { name: 'Blouse' })).not.toBeInTheDocument();
    expect(screen.getByText(/3 of 5 pieces\. Add 2 more pieces/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(blouse);
    expect(within(panel('Blouse')).getByLabelText('S', { exact: true })).toHaveValue(2);
    expect(screen.getByText(/5 of 5 pieces\./)).toBeInTheDocument();
  });

  it('counts what is not a number as 0', async () => {
    const { user } = await renderPage();
    await describeLine(user, 'Dress', { M: '4' });
    const xl = within(panel('Dress')).getByLabelText('XL', { exact: true });
    await user.type(xl, 'e');
    expect(screen.getByText(/4 of 5 pieces\./)).toBeInTheDocument();
  });
});

describe('the checks on submit, in order: signed in, minimum, address', INTERACTIVE, () => {
  it('shows a visitor the login banner, not the address error, and keeps the draft for the way back', async () => {
    const { user } = await renderPage();
    await describeLine(user, 'Dress', { M: '5' });
    await user.type(screen.getByLabelText('Notes (optional)'), 'Linen look');
    await user.click(submitButton());

    expect(screen.getByText('You need to login before submitting a quote request.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const loginNow = screen.getByRole('link', { name: 'Login Now' });
    expect(loginNow).toHaveAttribute('href', '/login?returnTo=%2Fcustom-made');

    await user.click(loginNow);
    const saved = readSavedDraft();
    expect(saved?.draft.notes).toBe('Linen look');
    expect(saved?.draft.lines.find((line) => line.type === 'dress')).toMatchObject({
      selected: true,
      fabric: 'cotton',
    });
  });

  it('lets a visitor dismiss the banner and carry on', async () => {
    const { user } = await renderPage();
    await describeLine(user, 'Dress', { M: '5' });
    await user.click(submitButton());
    await user.click(screen.getByRole('button', { name: 'Continue Browsing' }));
    expect(
      screen.queryByText('You need to login before submitting a quote request.'),
    ).not.toBeInTheDocument();
    expect(submitButton()).toHaveFocus();
    expect(sessionStorage.getItem(savedDraftKey.key)).toBeNull();
  });

  it('asks a signed-in buyer for the delivery address once the minimum is met', async () => {
    const { user } = await renderPage({ buyer: BUYER });
    await describeLine(user, 'Dress', { M: '5' });
    await user.click(submitButton());

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Delivery address required');
    expect(alert).toHaveTextContent('Please provide a delivery address to continue.');
    expect(
      screen.queryByText('You need to login before submitting a quote request.'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Street and number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a fabric on the tab that lacks one', async () => {
    const { user } = await renderPage({ buyer: BUYER });
    await describeLine(user, 'Dress', { M: '3' });
    await user.click(screen.getByRole('button', { name: 'Blouse' }));
    await user.type(within(panel('Blouse')).getByLabelText('S', { exact: true }), '2');
    await user.click(screen.getByRole('tab', { name: 'Dress' }));
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Fabric missing');
    expect(screen.getByRole('tab', { name: /Blouse/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel(/^Blouse/)).getByLabelText('Fabric')).toHaveAccessibleDescription(
      'This field is required.',
    );
  });
});

describe('the form', INTERACTIVE, () => {
  it('prefills the delivery address from the profile', async () => {
    await renderPage({
      buyer: BUYER,
      profile: {
        ...NO_ADDRESS,
        businessAddress: { street: 'Ermou 10', city: 'Athens', postalCode: '10563', country: 'Greece' },
      },
    });
    expect(await screen.findByDisplayValue('Ermou 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveValue('105 63');
    expect(screen.getByText(/Filled in from your profile/)).toBeInTheDocument();
  });

  it('comes back after a login as it was left, naming the files to attach again', async () => {
    let draft = toggleType(emptyDraft(), 'trousers');
    draft = updateLine(draft, 'trousers', {
      fabric: 'polyester',
      sizes: { ...draft.lines[2]!.sizes, L: '6' },
    });
    saveDraft({
      draft: { ...draft, notes: 'Wide leg' },
      missingFiles: { brandLabel: 'label.png', designs: { trousers: 'trousers.pdf' } },
    });
    await renderPage({ buyer: BUYER });

    expect(screen.getByRole('button', { name: 'Trousers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel('Trousers')).getByLabelText('L', { exact: true })).toHaveValue(6);
    expect(within(panel('Trousers')).getByLabelText('Fabric')).toHaveValue('polyester');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Wide leg');
    expect(screen.getByText('Please attach trousers.pdf again.')).toBeInTheDocument();
    expect(screen.getByText('Please attach label.png again.')).toBeInTheDocument();
    expect(sessionStorage.getItem(savedDraftKey.key)).toBeNull();
  });

  it('moves between product-type tabs with the arrow keys, Home and End', async () => {
    const { user } = await renderPage();
    for (const type of ['Dress', 'Blouse', 'Shorts'])
      await user.click(screen.getByRole('button', { name: type }));
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Shorts')).toHaveAttribute('aria-selected', 'true');

    act(() => tab('Shorts').focus());
    await user.keyboard('{ArrowRight}');
    expect(tab('Dress')).toHaveFocus();
    expect(tab('Dress')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Shorts')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Dress')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Shorts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Blouse')).toHaveAttribute('tabindex', '-1');
  });

  it('refuses a file of another kind as soon as it is chosen, next to its field', async () => {
    await renderPage();
    // The accept attribute is a hint a buyer can override ("All files"): the form still refuses.
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const label = screen.getByLabelText('Brand label (optional)');
    await user.upload(label, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription(/This file type is not accepted/);
  });
});
