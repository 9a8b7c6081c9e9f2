import type { Language } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeRoutes, fakeBff } from '../testing/fake-bff.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { storeWith } from '../testing/shop-cache.ts';
import SetPasswordPage from './SetPasswordPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const TEXT = {
  en: {
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set password',
    rule: 'At least 12 characters.',
    tooShort: 'Use at least 12 characters.',
    mismatch: 'Passwords do not match',
    required: 'This field is required.',
  },
  gr: {
    password: 'Νέος κωδικός',
    confirm: 'Επιβεβαίωση νέου κωδικού',
    submit: 'Ορισμός κωδικού',
    rule: 'Τουλάχιστον 12 χαρακτήρες.',
    tooShort: 'Χρησιμοποιήστε τουλάχιστον 12 χαρακτήρες.',
    mismatch: 'Οι κωδικοί δεν ταιριάζουν',
    required: 'Το πεδίο είναι υποχρεωτικό.',
  },
} as const;

async function renderAt(path: string, routes: FakeRoutes = () => undefined, language: Language = 'en') {
  const bff = fakeBff(routes);
  const store = await storeWith(language);
  await renderWithShop(
    <Routes>
      <Route path="/office/set-password" element={<SetPasswordPage />} />
      <Route path="/office/login" element={<LocationProbe />} />
    </Routes>,
    { language, path, store },
  );
  return bff;
}

describe.each(['en', 'gr'] as const)('set password in %s', (language) => {
  const text = TEXT[language];

  it('states the staff rule, then asks for a long enough password, twice, matching', async () => {
    const user = userEvent.setup();
    const { requests } = await renderAt('/office/set-password?token=abc', undefined, language);
    const password = screen.getByLabelText(text.password);
    expect(password).toHaveAccessibleDescription(text.rule);

    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(`${text.rule} ${text.required}`);

    await user.type(password, 'Short-Pass1');
    await user.type(screen.getByLabelText(text.confirm), 'Short-Pass2');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(password).toHaveAccessibleDescription(`${text.rule} ${text.tooShort}`);
    expect(screen.getByLabelText(text.confirm)).toHaveAccessibleDescription(text.mismatch);
    expect(requests).toEqual([]);
  });
});

describe('set password', () => {
  it('sends the token with the password, then goes to the staff log-in', async () => {
    const user = userEvent.setup();
    const { requests } = await renderAt('/office/set-password?token=abc', (request) =>
      request.path === '/api/auth/staff-password' ? { status: 204 } : undefined,
    );
    await user.type(screen.getByLabelText('New password'), 'A-long-enough-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'A-long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/office/login');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/staff-password',
      body: { token: 'abc', password: 'A-long-enough-1', confirmPassword: 'A-long-enough-1' },
    });
  });

  it('says when the link no longer works', async () => {
    const user = userEvent.setup();
    await renderAt('/office/set-password?token=used', () => apiError(400, 'invalid_token'));
    await user.type(screen.getByLabelText('New password'), 'A-long-enough-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'A-long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid, has expired or has already been used. Ask a colleague to send you a new invitation.',
    );
  });

  it('shows no form without the link’s token', async () => {
    await renderAt('/office/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from your invitation e-mail.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff log in' })).toHaveAttribute(
      'href',
      '/office/login',
    );
  });
});
