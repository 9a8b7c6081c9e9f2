import { Link, Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpShellI18n } from '../testing.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

beforeAll(setUpShellI18n);

function Broken(): never {
  throw new Error('the page broke');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that throws, and the next page again once the buyer moves on', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithShop(
      <>
        <Link to="/">Home link</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { path: '/broken' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('500: the page broke');

    await userEvent.click(screen.getByRole('link', { name: 'Home link' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
