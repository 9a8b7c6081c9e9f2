import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { basketLine } from '../testing/fixtures.ts';
import { BasketLineItem } from './BasketLineItem.tsx';
import type { BasketLineActions } from './line-actions.ts';

const ok = async () => ({ ok: true }) as const;
const actions: BasketLineActions = {
  changeQuantities: vi.fn(ok),
  setAddYourBrand: vi.fn(ok),
  attachLogo: vi.fn(ok),
  detachLogo: vi.fn(ok),
  remove: vi.fn(ok),
};

/** Every state a size can be in, as the BFF answers it; L asks for 4 of the 2 free pieces. */
const line = basketLine({
  quantities: { S: 2, M: 1, L: 4 },
  availability: [
    { size: 'XS', state: 'untracked' },
    { size: 'S', state: 'in_stock', free: 40 },
    { size: 'M', state: 'restock', restockDate: '2099-03-01', leadDays: null },
    { size: 'L', state: 'low', free: 2 },
    { size: 'XL', state: 'backorder', leadDays: 14 },
  ],
  stockShortfalls: [{ size: 'L', requested: 4, free: 2 }],
});

async function renderLine(language: 'en' | 'gr', shown = line) {
  await renderWithShop(
    <ul>
      <BasketLineItem line={shown} actions={actions} />
    </ul>,
    { language },
  );
  return screen.getByRole('article', { name: shown.name });
}

describe('a basket line’s stock', () => {
  it('says each size’s availability with its field, and what is over the stock', async () => {
    const item = await renderLine('en');
    expect(within(item).getByLabelText('XS')).not.toHaveAccessibleDescription();
    expect(within(item).getByLabelText('S')).toHaveAccessibleDescription('In stock');
    expect(within(item).getByLabelText('M')).toHaveAccessibleDescription('Back in stock on 1 March 2099');
    expect(within(item).getByLabelText('L')).toHaveAccessibleDescription('Only 2 left Only 2 free now');
    expect(within(item).getByLabelText('XL')).toHaveAccessibleDescription('Made for you in 14 days');
    expect(item).toHaveTextContent(
      'More than we hold: the team will quote a part, a back-order or an alternative.',
    );
    expect(within(item).getByRole('listitem')).toHaveTextContent('L: 4 asked, only 2 free now');
  });

  it('says nothing of the stock when the line is within it', async () => {
    const item = await renderLine('en', { ...line, quantities: { S: 2 }, stockShortfalls: [] });
    expect(item).not.toHaveTextContent('More than we hold');
    expect(within(item).getByLabelText('L')).toHaveAccessibleDescription('Only 2 left');
  });

  it('speaks Greek', async () => {
    const item = await renderLine('gr');
    expect(within(item).getByLabelText('S')).toHaveAccessibleDescription('Διαθέσιμο');
    expect(within(item).getByLabelText('M')).toHaveAccessibleDescription(
      'Ξανά διαθέσιμο στις 1 Μαρτίου 2099',
    );
    expect(within(item).getByLabelText('L')).toHaveAccessibleDescription(
      'Έμειναν μόνο 2 Μόνο 2 διαθέσιμα τώρα',
    );
    expect(within(item).getByLabelText('XL')).toHaveAccessibleDescription(
      'Κατασκευάζεται για εσάς σε 14 ημέρες',
    );
    expect(item).toHaveTextContent('Περισσότερα από όσα διαθέτουμε: η ομάδα θα σας προτείνει');
    expect(within(item).getByRole('listitem')).toHaveTextContent('L: ζητάτε 4, μόνο 2 διαθέσιμα τώρα');
  });
});
