import { Link, Route, Routes, useNavigate } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration.tsx';

/** jsdom lays nothing out: the page "scrolls" to wherever it is told, as a tall page would. */
let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

/** The router's navigate, for navigations no click or key starts (after a form's answer, say). */
let go: ReturnType<typeof useNavigate> = () => undefined;

function BackButton() {
  const navigate = useNavigate();
  go = navigate;
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function Catalogue() {
  go = useNavigate();
  return <Link to="/product/7">Linen dress</Link>;
}

function Shop() {
  return (
    <>
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<Catalogue />} />
        <Route path="/product/7" element={<BackButton />} />
      </Routes>
    </>
  );
}

describe('ScrollRestoration', () => {
  it('brings Back to where the buyer clicked, even when the click comes before the scroll event', async () => {
    await renderWithShop(<Shop />);
    // Scrolled down, and the link clicked before the browser's next frame delivers the scroll event.
    y = 840;
    await userEvent.click(screen.getByRole('link', { name: 'Linen dress' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Linen dress' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
  });

  it('brings Back to where the last scroll event left the page when no click started the navigation', async () => {
    await renderWithShop(<Shop />);
    y = 300;
    window.dispatchEvent(new Event('scroll'));
    await act(async () => go('/product/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => go(-1));
    expect(screen.getByRole('link', { name: 'Linen dress' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
