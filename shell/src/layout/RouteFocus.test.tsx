import { Link, Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { PageHeading } from '@shop/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus.tsx';

let arrive: () => void = () => undefined;

/** A page whose heading appears later, as a remote's does once its code and data are in. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    arrive = () => setReady(true);
  }, []);
  return ready ? <PageHeading>Late page</PageHeading> : <p>Loading…</p>;
}

let resolveLazy: (page: { default: () => React.JSX.Element }) => void = () => undefined;
/** A page whose code is still loading: Suspense hides the page being left until it arrives. */
const LazyPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      resolveLazy = resolve;
    }),
);

function Shop() {
  return (
    <>
      <RouteFocus mainId="main" />
      <nav>
        <Link to="/about">About</Link>
        <Link to="/late">Late</Link>
        <Link to="/lazy">Lazy</Link>
        <Link to="/about?tab=team">Team</Link>
      </nav>
      <main id="main">
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<PageHeading>Home</PageHeading>} />
            <Route path="/about" element={<PageHeading>About us</PageHeading>} />
            <Route path="/late" element={<LatePage />} />
            <Route path="/lazy" element={<LazyPage />} />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first load, then moves it to each new page’s heading', async () => {
    await renderWithShop(<Shop />);
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'About us' })).toHaveFocus();
  });

  it('waits for a heading that arrives later', async () => {
    await renderWithShop(<Shop />);
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => arrive());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late page' })).toHaveFocus());
  });

  it('skips the hidden heading of the page being left while the next one loads', async () => {
    await renderWithShop(<Shop />);
    await userEvent.click(screen.getByRole('link', { name: 'Lazy' }));
    act(() => resolveLazy({ default: () => <PageHeading>Lazy page</PageHeading> }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Lazy page' })).toHaveFocus());
  });

  it('does not move focus when only the query string changes', async () => {
    await renderWithShop(<Shop />, { path: '/about' });
    const team = screen.getByRole('link', { name: 'Team' });
    await userEvent.click(team);
    expect(team).toHaveFocus();
  });
});
