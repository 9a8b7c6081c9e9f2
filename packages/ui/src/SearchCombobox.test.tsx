import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchOption, type SearchOptionGroup } from './SearchCombobox.tsx';

const dress: SearchOption = {
  id: 'p1',
  label: 'Wrap dress',
  detail: 'WF-1003',
  image: { src: '/dress.jpg', srcSet: '/dress-240.jpg 240w', sizes: '40px', alt: '' },
  href: '/product/p1',
};
const shirt: SearchOption = { id: 'p2', label: 'Linen shirt', detail: 'WF-1004', href: '/product/p2' };
const dresses: SearchOption = {
  id: 'dresses',
  label: 'Dresses',
  detail: '24 products',
  href: '/ready-to-ship?q=dress&category=dresses',
};
const GROUPS: SearchOptionGroup[] = [
  { id: 'products', label: 'Products', options: [dress, shirt] },
  { id: 'categories', label: 'Categories', options: [dresses] },
  { id: 'empty', label: 'Nothing here', options: [] },
];

function Box({
  initial = '',
  groups = GROUPS,
  onSubmit = () => {},
  onChoose = () => {},
}: {
  initial?: string;
  groups?: SearchOptionGroup[];
  onSubmit?: (q: string) => void;
  onChoose?: (option: SearchOption) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchCombobox
        id="test-search"
        label="Search products"
        labelHidden
        placeholder="dress, φόρεμα"
        value={value}
        onChange={setValue}
        groups={value.trim() ? groups : []}
        searchFor={(q) => `Search for “${q}”`}
        onSubmit={onSubmit}
        onChoose={onChoose}
        status="3 suggestions"
        action="/ready-to-ship"
        submitLabel="Search"
        clearLabel="Clear the search"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('SearchCombobox', () => {
  it('is a GET search form with the text as q, so it works before the page’s code runs', () => {
    render(<Box />);
    const form = screen.getByRole('search', { name: 'Search products' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/ready-to-ship');
    expect(box()).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // No status in the page's first HTML: its live region comes with the first focus.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is a collapsed list combobox until something is typed', async () => {
    render(<Box />);
    const input = box();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(input, 'dress');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    const shown = screen.getByRole('listbox', { name: 'Search products' });
    expect(
      within(shown)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(shown).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(shown).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(within(shown).queryByRole('group', { name: 'Nothing here' })).not.toBeInTheDocument();
    expect(
      within(shown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wrap dressWF-1003', 'Linen shirtWF-1004', 'Dresses24 products', 'Search for “dress”']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('draws a thumbnail at its fixed size, decoded off the main thread', async () => {
    render(<Box initial="dress" />);
    await userEvent.type(box(), '{ArrowDown}');
    const image = within(screen.getByRole('option', { name: /Wrap dress/u })).getByRole('presentation');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '50');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('srcset', '/dress-240.jpg 240w');
  });

  it('moves the active option with the arrows, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Box initial="dress" />);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Wrap dress');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Search for “dress”');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Wrap dress');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Search for “dress”');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Dresses');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(box()).toHaveFocus();
  });

  it('chooses the active option with Enter', async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Box initial="dress" onChoose={onChoose} onSubmit={onSubmit} />);
    await userEvent.type(box(), '{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(shirt);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the text with Enter when no option is active', async () => {
    const onSubmit = vi.fn();
    const onChoose = vi.fn();
    render(<Box onSubmit={onSubmit} onChoose={onChoose} />);
    await userEvent.type(box(), 'φόρεμα{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('φόρεμα');
    expect(onChoose).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the text from the "Search for" option and the submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Box initial="dress" onSubmit={onSubmit} />);
    await user.type(box(), '{ArrowUp}{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('dress');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows no "Search for" option while the text is blank', async () => {
    render(<Box initial="  " />);
    await userEvent.type(box(), '{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Box />);
    await user.type(box(), 'dress');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('dress');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  it('chooses an option clicked with the mouse, the focus staying in the input', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Box onChoose={onChoose} />);
    await user.type(box(), 'dress');
    await user.click(screen.getByRole('option', { name: /Dresses/u }));
    expect(onChoose).toHaveBeenCalledWith(dresses);
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab or a click moves elsewhere', async () => {
    const user = userEvent.setup();
    render(<Box />);
    await user.type(box(), 'dress');
    await user.tab();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 's');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the text with the clear button and gives the focus back to the input', async () => {
    const user = userEvent.setup();
    render(<Box />);
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    await user.type(box(), 'dress');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  it('keeps the active option while new suggestions arrive around it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Box initial="dress" />);
    await user.type(box(), '{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Linen shirt');
    rerender(<Box initial="dress" groups={[{ id: 'products', label: 'Products', options: [shirt] }]} />);
    expect(activeOption()).toHaveTextContent('Linen shirt');
  });
});
