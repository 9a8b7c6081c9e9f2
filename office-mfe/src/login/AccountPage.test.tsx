import type { Language, Staff } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeRoutes, fakeBff, type SeenRequest } from '../testing/fake-bff.ts';
import { TEST_STAFF } from '../testing/fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import AccountPage from './AccountPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const WITHOUT_APP: Staff = { ...TEST_STAFF, totpEnabled: false };
const WITH_APP: Staff = { ...TEST_STAFF, totpEnabled: true };

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Wholesale:eleni@wholesale.gr?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
};
const RECOVERY_CODES = ['K7QX-2M9P-4TRW', 'H3ZD-8VNC-5JYA'];

const posted = (requests: SeenRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

async function renderAccount(
  routes: FakeRoutes,
  { staff = WITH_APP, language = 'en' }: { staff?: Staff; language?: Language } = {},
) {
  const bff = fakeBff(routes);
  const store = await storeWith(language, { staff });
  await renderWithShop(
    <Routes>
      <Route path="/office/account" element={<AccountPage />} />
    </Routes>,
    { language, path: '/office/account', store },
  );
  return bff;
}

/**
 * The BFF of the second factor, as the page sees it: `me` follows what was set up or removed; `refuse`
 * answers a request of the given path with an error instead.
 */
function secondFactorBff(
  initial: Staff,
  refuse: Record<string, { status: number; code: string } | undefined> = {},
): FakeRoutes {
  let staff = initial;
  return (request) => {
    const refusal = refuse[request.path];
    if (refusal) return apiError(refusal.status, refusal.code);
    switch (request.path) {
      case '/api/auth/me':
        return { body: { buyer: null, staff } };
      case '/api/office/me/second-factor':
        return { body: ENROLMENT };
      case '/api/office/me/second-factor/confirm':
        staff = { ...staff, totpEnabled: true };
        return { body: { recoveryCodes: RECOVERY_CODES } };
      case '/api/office/me/second-factor/remove':
        staff = { ...staff, totpEnabled: false };
        return { body: { staff } };
      default:
        return undefined;
    }
  };
}

const section = () => screen.getByRole('region', { name: 'Two-step verification' });

describe('your account', () => {
  it('shows who is logged in and whether an authenticator app protects the account', async () => {
    await renderAccount(() => undefined, { staff: WITHOUT_APP });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText(TEST_STAFF.name)).toBeInTheDocument();
    expect(within(details).getByText(TEST_STAFF.email)).toBeInTheDocument();
    expect(section()).toHaveTextContent('No authenticator app protects your account');
    expect(within(section()).getByRole('button', { name: 'Set up an authenticator app' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Replace the authenticator app' })).not.toBeInTheDocument();
    // The office bar leads here, marked as the page shown.
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
  });

  it('is in Greek for a Greek page', async () => {
    await renderAccount(() => undefined, { language: 'gr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ο λογαριασμός σας' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Επαλήθευση σε δύο βήματα' })).toHaveTextContent(
      'Μια εφαρμογή ελέγχου ταυτότητας προστατεύει τον λογαριασμό σας',
    );
    expect(
      screen.getByRole('button', { name: 'Αντικατάσταση της εφαρμογής ελέγχου ταυτότητας' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Απενεργοποίηση της επαλήθευσης σε δύο βήματα' }),
    ).toBeInTheDocument();
  });

  it('sets up an authenticator app: QR code and key, a code of it, the recovery codes, then says so', async () => {
    const user = userEvent.setup();
    const { requests } = await renderAccount(secondFactorBff(WITHOUT_APP), { staff: WITHOUT_APP });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    const stepHeading = await screen.findByRole('heading', { level: 3, name: 'Set up an authenticator app' });
    expect(stepHeading).toHaveFocus();
    const qr = screen.getByRole('img', {
      name: "QR code that adds the shop's office to your authenticator app",
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText(ENROLMENT.secret)).toBeInTheDocument();
    // Nobody owes a code of an app they do not have.
    expect(posted(requests, '/api/office/me/second-factor')).toEqual([{}]);

    // A code that is not six digits stays in the page, on its field.
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(posted(requests, '/api/office/me/second-factor/confirm')).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codesHeading = await screen.findByRole('heading', { level: 3, name: 'Save your recovery codes' });
    expect(codesHeading).toHaveFocus();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(posted(requests, '/api/office/me/second-factor/confirm')).toEqual([{ code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is set up');
    expect(screen.getByRole('heading', { level: 2, name: 'Two-step verification' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    // `me` was read again (the session has a new id): the page now shows the app in force.
    expect(await screen.findByRole('button', { name: 'Replace the authenticator app' })).toBeInTheDocument();
    expect(section()).toHaveTextContent('An authenticator app protects your account');
  });

  it('says when the new app’s code does not match, and when the set-up was restarted elsewhere', async () => {
    const user = userEvent.setup();
    let answers = [apiError(400, 'invalid_second_factor'), apiError(409, 'conflict')];
    await renderAccount(
      (request) => {
        if (request.path === '/api/office/me/second-factor') return { body: ENROLMENT };
        if (request.path === '/api/office/me/second-factor/confirm') {
          const [answer, ...rest] = answers;
          answers = rest;
          return answer;
        }
        return undefined;
      },
      { staff: WITHOUT_APP },
    );
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const mismatch = await screen.findByRole('alert');
    expect(mismatch).toHaveTextContent('This code does not match. Check the time on your phone');
    expect(mismatch).toHaveFocus();

    await user.type(screen.getByLabelText('6-digit code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This set-up was started again meanwhile'),
    );

    // Cancel: back to the summary, nothing changed.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Two-step verification' })).toHaveFocus();
    expect(section()).toHaveTextContent('No authenticator app protects your account');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('replaces the app after a code of the current one: a refused code says to wait for the next', async () => {
    const user = userEvent.setup();
    const refuse: Record<string, { status: number; code: string } | undefined> = {
      '/api/office/me/second-factor': { status: 400, code: 'invalid_second_factor' },
    };
    const { requests } = await renderAccount(secondFactorBff(WITH_APP, refuse));
    await user.click(screen.getByRole('button', { name: 'Replace the authenticator app' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Replace the authenticator app' }),
    ).toHaveFocus();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAccessibleDescription(
      'The code changes every 30 seconds, and each code works once: if you have just used one (to log in, for example), wait for the next.',
    );

    // Sent empty: the field says so and takes focus; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(code).toHaveFocus();
    expect(posted(requests, '/api/office/me/second-factor')).toEqual([]);

    // The code just used to log in: refused, and the alert says why.
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A code that has just been used, to log in for example, works only once');
    expect(alert).toHaveFocus();
    expect(posted(requests, '/api/office/me/second-factor')).toEqual([{ currentCode: '123456' }]);

    // A recovery code instead, with the same switch as the log-in's.
    refuse['/api/office/me/second-factor'] = undefined;
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), ' K7QX-2M9P-4TRW ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Add the new authenticator app' }),
    ).toHaveFocus();
    expect(posted(requests, '/api/office/me/second-factor').at(-1)).toEqual({
      currentCode: 'K7QX-2M9P-4TRW',
    });
    expect(
      screen.getByText('Your current app keeps working until you confirm the new one below.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new authenticator app is in force');
  });

  it('switches the second factor off with a code of the app', async () => {
    const user = userEvent.setup();
    const { requests } = await renderAccount(secondFactorBff(WITH_APP));
    await user.click(screen.getByRole('button', { name: 'Switch off two-step verification' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Switch off two-step verification' }),
    ).toHaveFocus();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Switch off' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is switched off');
    expect(posted(requests, '/api/office/me/second-factor/remove')).toEqual([{ code: '654321' }]);
    // The answer's member is the session's now (`me`, as the BFF answered it): no app, the set-up offered.
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(section()).toHaveTextContent('No authenticator app protects your account');
  });

  it('offers no way to switch it off where the shop requires it, and says so', async () => {
    await renderAccount(() => undefined, { staff: { ...WITH_APP, secondFactorRequired: true } });
    expect(screen.getByRole('button', { name: 'Replace the authenticator app' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Switch off two-step verification' }),
    ).not.toBeInTheDocument();
    expect(section()).toHaveTextContent(
      'The shop requires two-step verification of every member of the team: you can replace your authenticator app, but not switch it off.',
    );
  });

  it('says why switching off was refused: a wrong code, the shop requiring it, too many attempts', async () => {
    const user = userEvent.setup();
    const refuse: Record<string, { status: number; code: string } | undefined> = {
      '/api/office/me/second-factor/remove': { status: 400, code: 'invalid_second_factor' },
    };
    const { requests } = await renderAccount(secondFactorBff(WITH_APP, refuse));
    await user.click(screen.getByRole('button', { name: 'Switch off two-step verification' }));
    const submit = async (text: string) => {
      await user.type(screen.getByLabelText(/^(6-digit code|Recovery code)$/), text);
      await user.click(screen.getByRole('button', { name: 'Switch off' }));
    };

    await submit('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code was not accepted.');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');

    refuse['/api/office/me/second-factor/remove'] = { status: 429, code: 'rate_limited' };
    await submit('222222');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.'));

    // The shop came to require it since the page was loaded: `me` is read again.
    refuse['/api/office/me/second-factor/remove'] = { status: 409, code: 'second_factor_required' };
    const readsBefore = requests.filter((r) => r.path === '/api/auth/me').length;
    await submit('333333');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The shop requires two-step verification, so it cannot be switched off.',
      ),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/auth/me').length).toBeGreaterThan(readsBefore),
    );
  });
});
