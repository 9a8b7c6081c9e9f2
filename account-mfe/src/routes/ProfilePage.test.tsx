import type { Language } from '@shop/contracts';
import { Route, Routes, useLocation } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeWith, TEST_BUYER, TEST_PROFILE } from '../testing/shop-cache.ts';
import ProfilePage from './ProfilePage.tsx';

const TEXT = {
  en: {
    edit: 'Edit business details',
    save: 'Save business details',
    businessName: 'Business name',
    street: 'Street and number',
    postalCode: 'Postal code',
    hint: '5 digits, e.g. 105 63.',
    required: 'This field is required.',
    invalidPostalCode: 'Enter a valid Greek postal code: 5 digits, e.g. 105 63.',
    toggle: 'Deliver to a different address',
    delivery: 'Delivery address',
    cancel: 'Cancel',
    vatNumber: 'VAT number (ΑΦΜ)',
    noVatNumber: 'Not given yet — needed before your first order request.',
    checkDigit:
      'A Greek VAT number (ΑΦΜ) ends in a check digit, and this one does not match: please check the digits.',
  },
  gr: {
    edit: 'Επεξεργασία στοιχείων επιχείρησης',
    save: 'Αποθήκευση στοιχείων επιχείρησης',
    businessName: 'Επωνυμία επιχείρησης',
    street: 'Οδός και αριθμός',
    postalCode: 'Ταχυδρομικός κώδικας',
    hint: '5 ψηφία, π.χ. 105 63.',
    required: 'Το πεδίο είναι υποχρεωτικό.',
    invalidPostalCode: 'Πληκτρολογήστε έγκυρο ελληνικό ταχυδρομικό κώδικα: 5 ψηφία, π.χ. 105 63.',
    toggle: 'Παράδοση σε διαφορετική διεύθυνση',
    delivery: 'Διεύθυνση παράδοσης',
    cancel: 'Ακύρωση',
    vatNumber: 'ΑΦΜ',
    noVatNumber: 'Δεν έχει δοθεί ακόμη — χρειάζεται πριν από το πρώτο αίτημα παραγγελίας.',
    checkDigit: 'Το τελευταίο ψηφίο του ΑΦΜ δεν αντιστοιχεί στα υπόλοιπα: ελέγξτε τα ψηφία.',
  },
} as const;

function WhereAmI() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

async function renderProfile(
  language: Language,
  profile = TEST_PROFILE,
  buyer: typeof TEST_BUYER | null = TEST_BUYER,
) {
  const store = await storeWith(language, { buyer, profile });
  return renderWithShop(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/login" element={<WhereAmI />} />
    </Routes>,
    { language, path: '/profile', store },
  );
}

describe.each(['en', 'gr'] as const)('profile in %s', (language) => {
  const text = TEXT[language];

  it('shows the business address and edits it in place with Greek postal-code validation', async () => {
    const user = userEvent.setup();
    await renderProfile(language);
    expect(screen.getByText('Kolokotroni 12', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('145 62 Kifisia', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.edit }));
    // The form opens with what is stored, postal code as it is written, and takes focus.
    expect(screen.getByLabelText(text.businessName)).toHaveFocus();
    const postalCode = screen.getByLabelText(text.postalCode);
    expect(postalCode).toHaveValue('145 62');
    expect(postalCode).toHaveAccessibleDescription(text.hint);

    await user.clear(postalCode);
    await user.type(postalCode, '1456');
    await user.clear(screen.getByLabelText(text.street));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(screen.getByLabelText(text.street)).toHaveFocus();
    expect(screen.getByLabelText(text.street)).toHaveAccessibleDescription(text.required);
    expect(postalCode).toBeInvalid();
    expect(postalCode).toHaveAccessibleDescription(`${text.hint} ${text.invalidPostalCode}`);
    expect(postalCode).toHaveValue('1456');

    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.getByRole('button', { name: text.edit })).toHaveFocus();
  });

  it('shows the VAT number in its EU form, or that it is still needed, and checks its check digit', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderProfile(language);
    expect(screen.getByText('EL123456783')).toBeInTheDocument();
    unmount();

    await renderProfile(language, { ...TEST_PROFILE, vatNumber: null });
    expect(screen.getByText(text.noVatNumber)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.edit }));
    const vat = screen.getByLabelText(text.vatNumber);
    expect(vat).toHaveValue('');
    await user.type(vat, '094014202');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(vat).toHaveFocus();
    expect(vat).toBeInvalid();
    expect(vat).toHaveAccessibleDescription(expect.stringContaining(text.checkDigit));
    expect(vat).toHaveValue('094014202');
  });

  it('turning on the delivery toggle without a business address opens an empty delivery address', async () => {
    const user = userEvent.setup();
    await renderProfile(language, { ...TEST_PROFILE, businessAddress: null });
    const toggle = screen.getByRole('switch', { name: text.toggle });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    const delivery = screen.getByRole('group', { name: text.delivery });
    expect(within(delivery).getByLabelText(text.street)).toHaveValue('');
    expect(within(delivery).getByLabelText(text.street)).toHaveFocus();
    // Editing one part of the profile at a time.
    expect(screen.getByRole('button', { name: text.edit })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('group', { name: text.delivery })).not.toBeInTheDocument();
  });
});

describe('profile for a visitor', () => {
  it('sends the visitor to /login with the way back', async () => {
    await renderProfile('en', TEST_PROFILE, null);
    expect(await screen.findByText('at /login?returnTo=%2Fprofile')).toBeInTheDocument();
  });
});
