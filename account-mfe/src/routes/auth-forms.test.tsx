import type { Language } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeWith } from '../testing/shop-cache.ts';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import RegisterPage from './RegisterPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const TEXT = {
  en: {
    email: 'Email',
    businessName: 'Business name',
    password: 'Password',
    confirm: 'Confirm password',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    register: 'Create account',
    sendLink: 'Send reset link',
    setPassword: 'Set new password',
    required: 'This field is required.',
    invalidEmail: 'Enter a valid e-mail address, e.g. name@example.gr.',
    tooShort: 'Use at least 8 characters.',
    mismatch: 'Passwords do not match',
    rule: 'At least 8 characters.',
    vatNumber: 'VAT number (ΑΦΜ, optional)',
    checkDigit:
      'A Greek VAT number (ΑΦΜ) ends in a check digit, and this one does not match: please check the digits.',
  },
  gr: {
    email: 'Email',
    businessName: 'Επωνυμία επιχείρησης',
    password: 'Κωδικός πρόσβασης',
    confirm: 'Επιβεβαίωση κωδικού',
    newPassword: 'Νέος κωδικός',
    confirmNew: 'Επιβεβαίωση νέου κωδικού',
    register: 'Δημιουργία λογαριασμού',
    sendLink: 'Αποστολή συνδέσμου',
    setPassword: 'Ορισμός νέου κωδικού',
    required: 'Το πεδίο είναι υποχρεωτικό.',
    invalidEmail: 'Πληκτρολογήστε ένα έγκυρο email, π.χ. onoma@example.gr.',
    tooShort: 'Χρησιμοποιήστε τουλάχιστον 8 χαρακτήρες.',
    mismatch: 'Οι κωδικοί δεν ταιριάζουν',
    rule: 'Τουλάχιστον 8 χαρακτήρες.',
    vatNumber: 'ΑΦΜ (προαιρετικά)',
    checkDigit: 'Το τελευταίο ψηφίο του ΑΦΜ δεν αντιστοιχεί στα υπόλοιπα: ελέγξτε τα ψηφία.',
  },
} as const;

async function renderAt(language: Language, path: string, element: React.ReactElement) {
  const store = await storeWith(language);
  const pattern = path.split('?')[0] ?? path;
  return renderWithShop(
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    { language, path, store },
  );
}

describe.each(['en', 'gr'] as const)('form validation in %s', (language) => {
  const text = TEXT[language];

  it('register: every field is required, and focus goes to the first one', async () => {
    const user = userEvent.setup();
    await renderAt(language, '/register', <RegisterPage />);
    // The password rule is stated before anything is typed.
    expect(screen.getByLabelText(text.password, { exact: true })).toHaveAccessibleDescription(text.rule);

    await user.click(screen.getByRole('button', { name: text.register }));

    const email = screen.getByLabelText(text.email);
    expect(email).toHaveFocus();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.businessName)).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.confirm)).toHaveAccessibleDescription(text.required);
    expect(screen.getAllByText(text.required)).toHaveLength(4);
  });

  it('register: a VAT number with a wrong check digit is named on its field, in the language shown', async () => {
    const user = userEvent.setup();
    await renderAt(language, '/register', <RegisterPage />);
    const vat = screen.getByLabelText(text.vatNumber);
    await user.type(vat, 'EL094014202');
    await user.click(screen.getByRole('button', { name: text.register }));
    expect(vat).toBeInvalid();
    expect(vat).toHaveAccessibleDescription(expect.stringContaining(text.checkDigit));
    await user.clear(vat);
    await user.type(vat, 'EL094014201');
    expect(vat).toBeValid();
  });

  it('register: a valid e-mail, a long enough password and matching passwords, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAt(language, '/register', <RegisterPage />);
    await user.type(screen.getByLabelText(text.email), 'boutique@');
    await user.type(screen.getByLabelText(text.businessName), 'Boutique Kifisia');
    await user.type(screen.getByLabelText(text.password, { exact: true }), 'short');
    await user.type(screen.getByLabelText(text.confirm), 'different');
    await user.click(screen.getByRole('button', { name: text.register }));

    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.invalidEmail);
    expect(screen.getByLabelText(text.password, { exact: true })).toHaveAccessibleDescription(
      `${text.rule} ${text.tooShort}`,
    );
    expect(screen.getByLabelText(text.confirm)).toHaveAccessibleDescription(text.mismatch);
    expect(screen.getByLabelText(text.businessName)).toHaveValue('Boutique Kifisia');
    expect(screen.getByLabelText(text.businessName)).toBeValid();
    // The VAT number may wait (it is asked for before the first order request).
    expect(screen.getByLabelText(text.vatNumber)).toBeValid();

    // Errors follow the typing once shown.
    await user.type(screen.getByLabelText(text.email), 'example.gr');
    expect(screen.getByLabelText(text.email)).toBeValid();
    await user.clear(screen.getByLabelText(text.confirm));
    await user.type(screen.getByLabelText(text.confirm), 'short');
    expect(screen.queryByText(text.mismatch)).not.toBeInTheDocument();
  });

  it('forgot password: asks for a valid e-mail', async () => {
    const user = userEvent.setup();
    await renderAt(language, '/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText(text.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: text.sendLink }));
    expect(screen.getByLabelText(text.email)).toHaveFocus();
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.invalidEmail);
  });

  it('reset password: the new password twice, matching', async () => {
    const user = userEvent.setup();
    await renderAt(language, '/reset-password?token=abc', <ResetPasswordPage />);
    await user.type(screen.getByLabelText(text.newPassword), 'Brand-New-Secret-7');
    await user.type(screen.getByLabelText(text.confirmNew), 'Brand-New-Secret-8');
    await user.click(screen.getByRole('button', { name: text.setPassword }));
    expect(screen.getByLabelText(text.confirmNew)).toHaveFocus();
    expect(screen.getByLabelText(text.confirmNew)).toHaveAccessibleDescription(text.mismatch);
  });
});

describe('reset password without a token', () => {
  it('points to a new link instead of showing a form that cannot work', async () => {
    await renderAt('en', '/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from the password-reset e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
