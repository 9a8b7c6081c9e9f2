import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { Toaster } from './Toaster.tsx';
import { toastShown } from './toasts-slice.ts';

describe('Toaster', () => {
  it('renders a toast with its action and lets the user dismiss it', async () => {
    const { store } = await renderWithShop(<Toaster />);
    store.dispatch(
      toastShown({
        kind: 'success',
        title: 'Added to basket',
        action: { label: 'View basket', to: '/basket' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Added to basket');
    expect(screen.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/basket');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts, in Greek when Greek is on', async () => {
    const { store } = await renderWithShop(<Toaster />, { language: 'gr' });
    store.dispatch(toastShown({ kind: 'error', title: 'Σφάλμα' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Σφάλμα');
    expect(screen.getByRole('button', { name: 'Κλείσιμο ειδοποίησης' })).toBeInTheDocument();
  });

  it('keeps each notice a list item of the list, its text the live region (axe: list and listitem)', async () => {
    const { store } = await renderWithShop(<Toaster />);
    store.dispatch(toastShown({ kind: 'info', title: 'Saved' }));
    store.dispatch(toastShown({ kind: 'error', title: 'Failed' }));
    await screen.findByRole('alert');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('list')).toContainElement(items[0] ?? null);
    expect(items[0]).toContainElement(screen.getByRole('status'));
    expect(items[1]).toContainElement(screen.getByRole('alert'));
  });
});
