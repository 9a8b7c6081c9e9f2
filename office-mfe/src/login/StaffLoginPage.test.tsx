import type { Language, Staff } from '@shop/contracts';
import { Route, Routes, selectToasts } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeRoutes, fakeBff } from '../testing/fake-bff.ts';
import { TEST_STAFF } from '../testing/fixtures.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { storeWith, TEST_BUYER } from '../testing/shop-cache.ts';
import StaffLoginPage from './StaffLoginPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const owing = (secondFactor: Staff['secondFactor']): Staff => ({
  ...TEST_STAFF,
  secondFactor,
  totpEnabled: secondFactor !== 'enrol',
  secondFactorRequired: secondFactor === 'enrol',
});

async function renderLogin(
  routes: FakeRoutes,
  {
    path = '/office/login',
    language = 'en',
    staff,
    buyer,
  }: {
    path?: string;
    language?: Language;
    staff?: Staff;
    buyer?: typeof TEST_BUYER;
  } = {},
) {
  const bff = fakeBff(routes);
  const store = await storeWith(language, { ...(staff ? { staff } : {}), buyer: buyer ?? null });
  await renderWithShop(
    <Routes>
      <Route path="/office/login" element={<StaffLoginPage />} />
      <Route path="/office/*" element={<LocationProbe />} />
    </Routes>,
    { language, path, store },
  );
  return { ...bff, store };
}

describe('staff log-in', () => {
  it('logs a member in and goes where they were going', async () => {
    const user = userEvent.setup();
    const { requests, store } = await renderLogin(
      (request) => (request.path === '/api/auth/login' ? { body: { staff: TEST_STAFF } } : undefined),
      { path: '/office/login?returnTo=%2Foffice%3Ftab%3Dsamples' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Staff log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'eleni@wholesale.gr');
    await user.type(screen.getByLabelText('Password'), 'Demo-Staff-2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/office?tab=samples');
    // The office itself says who is logged in: no "Logged in" notice lingers over it.
    expect(selectToasts(store.getState())).toEqual([]);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'eleni@wholesale.gr', password: 'Demo-Staff-2026!' },
    });
  });

  it('never leads anywhere but the office after logging in', async () => {
    const user = userEvent.setup();
    await renderLogin(
      (request) => (request.path === '/api/auth/login' ? { body: { staff: TEST_STAFF } } : undefined),
      { path: '/office/login?returnTo=https%3A%2F%2Fevil.example' },
    );
    await user.type(screen.getByLabelText('Email'), 'eleni@wholesale.gr');
    await user.type(screen.getByLabelText('Password'), 'Demo-Staff-2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/office$/);
  });

  it('says a wrong password in the language of the page', async () => {
    const user = userEvent.setup();
    await renderLogin(() => apiError(401, 'invalid_credentials'), { language: 'gr' });
    await user.type(screen.getByLabelText('Email'), 'eleni@wholesale.gr');
    await user.type(screen.getByLabelText('Κωδικός πρόσβασης'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Λάθος email ή κωδικός πρόσβασης.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Κωδικός πρόσβασης')).toHaveValue('');
  });

  it('asks for the code when the session owes it, then opens the office', async () => {
    const user = userEvent.setup();
    const { requests } = await renderLogin((request) => {
      if (request.path === '/api/auth/login') return { body: { staff: owing('required') } };
      if (request.path === '/api/auth/second-factor') return { body: { staff: TEST_STAFF } };
      return undefined;
    });
    await user.type(screen.getByLabelText('Email'), 'eleni@wholesale.gr');
    await user.type(screen.getByLabelText('Password'), 'Demo-Staff-2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(
      'The code changes every 30 seconds. Enter the 6 digits of the code.',
    );
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/office$/);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/second-factor',
      body: { code: '123456' },
    });
  });

  it('takes a recovery code instead, and says when a code is refused', async () => {
    const user = userEvent.setup();
    const { requests } = await renderLogin(() => apiError(401, 'invalid_second_factor'), {
      staff: owing('required'),
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not valid. Try the current one.',
    );
    expect(requests[0]?.body).toEqual({ code: 'abcd-efgh-ijkl' });
  });

  it('sets up an authenticator when the session must enrol: QR code, key, code, recovery codes', async () => {
    const user = userEvent.setup();
    let verified = false;
    const { requests } = await renderLogin(
      (request) => {
        if (request.path === '/api/office/me/second-factor') {
          return {
            body: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/Wholesale:eleni@wholesale.gr?secret=JBSWY3DPEHPK3PXP',
              qrSvg:
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
            },
          };
        }
        if (request.path === '/api/office/me/second-factor/confirm') {
          verified = true;
          return { body: { recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] } };
        }
        if (request.path === '/api/auth/me')
          return { body: { buyer: null, staff: verified ? TEST_STAFF : owing('enrol') } };
        return undefined;
      },
      { staff: owing('enrol') },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: "QR code that adds the shop's office to your authenticator app",
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // One secret per visit.
    expect(requests.filter((r) => r.path === '/api/office/me/second-factor')).toHaveLength(1);

    await user.type(screen.getByLabelText('6-digit code'), '654 321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toBeInTheDocument();
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb-cccc', 'dddd-eeee-ffff']);
    expect(requests.find((r) => r.path === '/api/office/me/second-factor/confirm')?.body).toEqual({
      code: '654321',
    });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/office$/);
  });

  it('tells a buyer the office is for the team', async () => {
    const { requests } = await renderLogin(() => undefined, { buyer: TEST_BUYER });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This area is for the shop team' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('goes straight to the office for a member already logged in', async () => {
    await renderLogin(() => undefined, { staff: TEST_STAFF });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/office$/));
  });
});
