import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { basketLine } from '../testing/fixtures.ts';
import { BasketLineItem } from './BasketLineItem.tsx';
import type { ActionResult, BasketLineActions } from './line-actions.ts';

function fakeActions(): BasketLineActions {
  const ok = async () => ({ ok: true }) as const;
  return {
    changeQuantities: vi.fn(ok),
    setAddYourBrand: vi.fn(ok),
    attachLogo: vi.fn(ok),
    detachLogo: vi.fn(ok),
    remove: vi.fn(ok),
  };
}

async function renderLine(line = basketLine({ quantities: { S: 1, M: 2 } }), actions = fakeActions()) {
  await renderWithShop(
    <ul>
      <BasketLineItem line={line} actions={actions} />
    </ul>,
  );
  const item = screen.getByRole('article', { name: line.name });
  return { item, actions };
}

describe('a basket line', () => {
  it('shows the product link, unit price, pieces and line total', async () => {
    const { item } = await renderLine();
    expect(within(item).getByRole('link', { name: 'Red Tiered Maxi Dress' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(item).toHaveTextContent('€19.99 per piece');
    expect(item).toHaveTextContent('3 pieces');
    expect(item).toHaveTextContent('Line total €59.97');
    expect(within(item).getByLabelText('M')).toHaveValue(2);
    expect(within(item).getByLabelText('XL')).toHaveValue(0);
  });

  it('sends a size change when the field is left, and only the changed size', async () => {
    const { item, actions } = await renderLine();
    const medium = within(item).getByLabelText('M');
    await userEvent.clear(medium);
    await userEvent.type(medium, '4');
    await userEvent.tab();
    expect(actions.changeQuantities).toHaveBeenCalledExactlyOnceWith('1', { M: 4 });
  });

  it('sends a change on Enter, and setting a size to 0 removes that size', async () => {
    const { item, actions } = await renderLine();
    const small = within(item).getByLabelText('S');
    await userEvent.clear(small);
    await userEvent.type(small, '0{Enter}');
    expect(actions.changeQuantities).toHaveBeenCalledExactlyOnceWith('1', { S: 0 });
  });

  it('refuses to empty the line, says why, and puts the quantity back', async () => {
    const { item, actions } = await renderLine(basketLine({ quantities: { M: 2 } }));
    const medium = within(item).getByLabelText('M');
    await userEvent.clear(medium);
    await userEvent.type(medium, '0');
    await userEvent.tab();
    expect(actions.changeQuantities).not.toHaveBeenCalled();
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'A product needs at least one piece. To take it out of your basket, use Remove.',
    );
    expect(medium).toHaveValue(2);
  });

  it('keeps what was typed when the server could not be reached', async () => {
    const actions = fakeActions();
    actions.changeQuantities = vi.fn(async () => ({ ok: false, code: 'network_error' }) as const);
    const { item } = await renderLine(undefined, actions);
    const medium = within(item).getByLabelText('M');
    await userEvent.clear(medium);
    await userEvent.type(medium, '7');
    await userEvent.tab();
    expect(within(item).getByRole('alert')).toHaveTextContent('The shop could not be reached.');
    expect(medium).toHaveValue(7);
  });

  it('Escape puts the basket value back without sending anything', async () => {
    const { item, actions } = await renderLine();
    const medium = within(item).getByLabelText('M');
    await userEvent.clear(medium);
    await userEvent.type(medium, '9{Escape}');
    expect(medium).toHaveValue(2);
    await userEvent.tab();
    expect(actions.changeQuantities).not.toHaveBeenCalled();
  });

  it('toggles Add your brand', async () => {
    const { item, actions } = await renderLine();
    await userEvent.click(within(item).getByRole('checkbox', { name: /Add your brand/ }));
    expect(actions.setAddYourBrand).toHaveBeenCalledWith('1', true);
  });

  it('shows the logo file name with a way to remove it', async () => {
    const branded = basketLine({ addYourBrand: true, brandLogo: { id: 'u1', name: 'kifisia-logo.png' } });
    const again = await renderLine(branded);
    expect(again.item).toHaveTextContent('Logo: kifisia-logo.png');
    await userEvent.click(
      within(again.item).getByRole('button', { name: 'Remove the logo of Red Tiered Maxi Dress' }),
    );
    expect(again.actions.detachLogo).toHaveBeenCalledWith('1');
  });

  it('uploads a chosen logo file', async () => {
    const { item, actions } = await renderLine(basketLine({ addYourBrand: true }));
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(item).getByLabelText('Upload your logo'), file);
    expect(actions.attachLogo).toHaveBeenCalledWith('1', file);
  });

  it('uploads a logo picked while the brand toggle is still being saved, once it is', async () => {
    const actions = fakeActions();
    let saved: (result: ActionResult) => void = () => undefined;
    actions.setAddYourBrand = vi.fn(() => new Promise<ActionResult>((resolve) => (saved = resolve)));
    const { item } = await renderLine(basketLine(), actions);
    await userEvent.click(within(item).getByRole('checkbox', { name: /Add your brand/ }));
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(item).getByLabelText('Upload your logo'), file);
    expect(actions.attachLogo).not.toHaveBeenCalled();
    saved({ ok: true });
    await vi.waitFor(() => expect(actions.attachLogo).toHaveBeenCalledWith('1', file));
  });

  it('removes the line with its Remove button', async () => {
    const { item, actions } = await renderLine();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Remove Red Tiered Maxi Dress from the basket' }),
    );
    expect(actions.remove).toHaveBeenCalledWith('1');
  });
});
