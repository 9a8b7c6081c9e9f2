import {
  registerTranslations,
  selectToasts,
  sessionApi,
  sessionExpired,
  useLocation,
  useNavigate,
} from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import gr from '../i18n/gr.json';
import { SessionExpiryRedirect } from './SessionExpiryRedirect.tsx';

const visited: string[] = [];
let goTo: (path: string) => void = () => undefined;

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  goTo = navigate;
  useEffect(() => {
    visited.push(`${location.pathname}${location.search}`);
  }, [location]);
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const BUYER = { id: '1', email: 'buyer@example.gr', businessName: 'Boutique Kifisia' };

describe('SessionExpiryRedirect', () => {
  it('makes one trip to /login with one toast however many requests found the session gone', async () => {
    registerTranslations('shell', { en, gr });
    visited.length = 0;
    const { store } = await renderWithShop(
      <>
        <SessionExpiryRedirect />
        <Where />
      </>,
      { path: '/profile' },
    );
    await act(() => store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: BUYER })));

    // Three requests fail together, before the router has moved.
    act(() => {
      store.dispatch(sessionExpired());
      store.dispatch(sessionExpired());
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?returnTo=%2Fprofile'));
    // One more arrives once at /login: nothing happens.
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(visited).toEqual(['/profile', '/login?returnTo=%2Fprofile']);
    expect(selectToasts(store.getState()).filter((toast) => toast.id === 'session-expired')).toHaveLength(1);
    // A visitor from now on, without waiting for the server.
    await waitFor(() =>
      expect(sessionApi.endpoints.me.select()(store.getState()).data).toEqual({ buyer: null }),
    );

    // Logged in again and back on a page: the next expiry is handled again.
    await act(() => store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: BUYER })));
    act(() => goTo('/orders'));
    act(() => {
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?returnTo=%2Forders'));
  });
});
