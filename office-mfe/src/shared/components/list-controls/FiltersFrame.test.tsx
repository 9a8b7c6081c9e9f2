import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersFrame } from './FiltersFrame.tsx';

describe('FiltersFrame', () => {
  it('is a form named Filters around its fields; Apply submits it, Clear clears', async () => {
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn();
    const onClear = vi.fn();
    const ref = createRef<HTMLFormElement>();
    await renderWithShop(
      <FiltersFrame ref={ref} onApply={onApply} onClear={onClear}>
        <label>
          Search <input type="search" />
        </label>
      </FiltersFrame>,
    );
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(ref.current).toBe(form);
    await user.type(screen.getByLabelText('Search'), 'linen{Enter}');
    expect(onApply).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('speaks Greek', async () => {
    await renderWithShop(
      <FiltersFrame onApply={() => {}} onClear={() => {}}>
        {null}
      </FiltersFrame>,
      { language: 'gr' },
    );
    expect(screen.getByRole('form', { name: 'Φίλτρα' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Εφαρμογή φίλτρων' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Καθαρισμός φίλτρων' })).toBeInTheDocument();
  });
});
