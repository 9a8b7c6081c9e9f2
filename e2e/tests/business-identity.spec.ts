import { randomUUID } from 'node:crypto';
import { useLanguage } from './a11y-helpers.ts';
import { addToBasket, expectBadge, giveBusinessAddress, orderReferences } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { E2E_VAT_NUMBER } from './session.ts';

// Whole journeys across remotes, on a BFF shared with the other tests: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** E2E_VAT_NUMBER with its last digit changed: 9 digits, but the check digit does not hold. */
const WRONG_CHECK_DIGIT = `${E2E_VAT_NUMBER.slice(0, 8)}${(Number(E2E_VAT_NUMBER[8]) + 1) % 10}`;
const CHECK_DIGIT_EN =
  'A Greek VAT number (ΑΦΜ) ends in a check digit, and this one does not match: please check the digits.';
const CHECK_DIGIT_GR = 'Το τελευταίο ψηφίο του ΑΦΜ δεν αντιστοιχεί στα υπόλοιπα: ελέγξτε τα ψηφία.';

function newBuyer(businessName: string) {
  return { email: `buyer-${randomUUID()}@example.gr`, password: 'Str0ng-Passw0rd!', businessName };
}

test('registering with a VAT number whose check digit is wrong is refused at the field, then corrected', {
  tag: ['@account', '@shell'],
}, async ({ page }) => {
  const buyer = newBuyer('Boutique Glyfada');
  // The BFF refuses it too, whatever the form does.
  const refused = await page.request.post('/api/auth/register', {
    data: { ...buyer, vatNumber: WRONG_CHECK_DIGIT, confirmPassword: buyer.password },
  });
  expect(refused.status()).toBe(400);
  expect(
    ((await refused.json()) as { error: { fields?: Record<string, string> } }).error.fields,
  ).toMatchObject({
    vatNumber: 'invalid_check_digit',
  });

  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Business name').fill(buyer.businessName);
  const vat = main.getByLabel('VAT number (ΑΦΜ, optional)');
  await vat.fill(WRONG_CHECK_DIGIT);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByLabel('Confirm password').fill(buyer.password);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText(CHECK_DIGIT_EN)).toBeVisible();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(vat).toHaveAccessibleDescription(new RegExp(CHECK_DIGIT_EN.replace(/[()]/g, '\\$&')));
  await expect(vat).toHaveValue(WRONG_CHECK_DIGIT);

  // Corrected, in the EU form with spaces: accepted.
  await vat.fill(`EL ${E2E_VAT_NUMBER.slice(0, 3)} ${E2E_VAT_NUMBER.slice(3, 6)} ${E2E_VAT_NUMBER.slice(6)}`);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Account created successfully' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu for ${buyer.businessName}` }),
  ).toBeVisible();

  // Stored as the 9 digits, shown in the EU form.
  await page.goto('/profile');
  await expect(main.getByRole('region', { name: 'Business details' })).toContainText(`EL${E2E_VAT_NUMBER}`);
  const profile = (await (await page.request.get('/api/profile')).json()) as { vatNumber: string | null };
  expect(profile.vatNumber).toBe(E2E_VAT_NUMBER);
});

test('in Greek, the wrong check digit is explained in Greek', { tag: ['@account'] }, async ({ page }) => {
  await useLanguage(page, 'gr');
  const buyer = newBuyer('Μπουτίκ Κηφισιάς');
  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Δημιουργία λογαριασμού' })).toBeVisible();
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Επωνυμία επιχείρησης').fill(buyer.businessName);
  const vat = main.getByLabel('ΑΦΜ (προαιρετικά)');
  await vat.fill(WRONG_CHECK_DIGIT);
  await main.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(buyer.password);
  await main.getByLabel('Επιβεβαίωση κωδικού').fill(buyer.password);
  await main.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(main.getByText(CHECK_DIGIT_GR)).toBeVisible();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText(CHECK_DIGIT_EN)).toHaveCount(0);
});

test('a buyer without a VAT number is sent to the profile for it, then sends the order request', {
  tag: ['@basket', '@account', '@shell'],
}, async ({ page }) => {
  const buyer = newBuyer('Boutique Nafplio');
  // Registered without a VAT number (it is optional when registering).
  const registered = await page.request.post('/api/auth/register', {
    data: { ...buyer, confirmPassword: buyer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await giveBusinessAddress(page);
  await addToBasket(page, '1', { S: 2, M: 3 });

  // The BFF refuses the order request as well.
  const direct = await page.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  expect(direct.status()).toBeLessThan(500);
  expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('vat_number_required');

  await page.goto('/basket');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expectBadge(page, 5);
  const summary = main.getByRole('region', { name: 'Order summary' });
  // Said before sending, with the way to the profile.
  await expect(summary).toContainText("Order requests carry your business's VAT number.");
  await expect(summary.getByRole('link', { name: 'Add your VAT number in your profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(summary.getByLabel('Street and number')).toHaveValue('Kifisias 100');

  await summary.getByRole('button', { name: 'Send order request' }).click();
  const refusal = summary.getByRole('alert');
  await expect(refusal).toContainText('Your VAT number (ΑΦΜ) is needed');
  await expect(refusal).toBeFocused();
  expect(await orderReferences(page)).toEqual([]);
  await expect(page).toHaveURL('/basket');

  await refusal.getByRole('link', { name: 'Add your VAT number in your profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const business = main.getByRole('region', { name: 'Business details' });
  await expect(business).toContainText('Not given yet — needed before your first order request.');
  await business.getByRole('button', { name: 'Edit business details' }).click();
  const vat = business.getByLabel('VAT number (ΑΦΜ)');
  // A wrong check digit is refused here too.
  await vat.fill(WRONG_CHECK_DIGIT);
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(business.getByText(CHECK_DIGIT_EN)).toBeVisible();
  await expect(vat).toBeFocused();
  await vat.fill(E2E_VAT_NUMBER);
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' }).first()).toBeVisible();
  await expect(business).toContainText(`EL${E2E_VAT_NUMBER}`);

  // Back to the basket (as it was), and the request goes.
  await page.goBack();
  await expect(page).toHaveURL('/basket');
  await expectBadge(page, 5);
  await expect(summary).not.toContainText("Order requests carry your business's VAT number.");
  await summary.getByRole('button', { name: 'Send order request' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  expect(await orderReferences(page)).toEqual([reference]);
  await expectBadge(page, 0);
});
