import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogueQuery } from '../../catalogue/catalogue-query.ts';
import { Pagination } from './Pagination.tsx';

const query: CatalogueQuery = { colours: ['red'], sort: 'price-low', page: 5 };

describe('Pagination', () => {
  it('is a navigation landmark with the current page marked and a window with gaps', async () => {
    await renderWithShop(<Pagination query={query} page={5} pageCount={10} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of products' });
    const pages = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(pages).toEqual(['Previous page', '1', '4', '5', '6', '10', 'Next page']);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    // The gaps are decoration for sighted users only.
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
  });

  it('links keep the filters and sort', async () => {
    await renderWithShop(<Pagination query={query} page={5} pageCount={10} />);
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'href',
      '/?colours=red&sort=price-low&page=6',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/?colours=red&sort=price-low',
    );
  });

  it('lists every page up to five, and has no previous link on the first page', async () => {
    await renderWithShop(<Pagination query={{ ...query, page: 1 }} page={1} pageCount={5} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByText('Previous page')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is not shown for a single page', async () => {
    await renderWithShop(<Pagination query={query} page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
