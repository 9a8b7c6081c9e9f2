import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';

function Harness({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper size="M" value={value} onChange={setValue} />
      <output aria-label="Held value">{value}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('steps up and down, never below 0', async () => {
    const user = userEvent.setup();
    await renderWithShop(<Harness />);
    const decrease = screen.getByRole('button', { name: 'Decrease M' });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase M' }));
    await user.click(screen.getByRole('button', { name: 'Increase M' }));
    expect(screen.getByRole('textbox', { name: 'Quantity in size M' })).toHaveValue('2');
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole('textbox', { name: 'Quantity in size M' })).toHaveValue('0');
    expect(decrease).toBeDisabled();
  });

  it('accepts typing, clamped to 0–999; non-numbers count as 0', async () => {
    const user = userEvent.setup();
    await renderWithShop(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Quantity in size M' });
    await user.clear(input);
    await user.type(input, '12');
    expect(screen.getByLabelText('Held value')).toHaveTextContent('12');
    await user.clear(input);
    await user.type(input, '1500');
    expect(input).toHaveValue('999');
    expect(screen.getByRole('button', { name: 'Increase M' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '-7');
    expect(screen.getByLabelText('Held value')).toHaveTextContent(/^\d+$/);
    expect(Number(screen.getByLabelText('Held value').textContent)).toBeGreaterThanOrEqual(0);
    await user.clear(input);
    await user.type(input, 'abc');
    expect(screen.getByLabelText('Held value')).toHaveTextContent('0');
  });

  it('lets the field be emptied while typing (counting as 0) and shows 0 again on leaving it', async () => {
    const user = userEvent.setup();
    await renderWithShop(<Harness start={4} />);
    const input = screen.getByRole('textbox', { name: 'Quantity in size M' });
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(screen.getByLabelText('Held value')).toHaveTextContent('0');
    await user.tab();
    expect(input).toHaveValue('0');
  });

  it('is labelled in Greek too', async () => {
    await renderWithShop(<Harness />, { language: 'gr' });
    expect(screen.getByRole('button', { name: 'Αύξηση M' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ποσότητα στο μέγεθος M' })).toBeInTheDocument();
  });
});
