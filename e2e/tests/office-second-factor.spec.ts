import type { Locator, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectNoFindings, seriousViolations } from './a11y-helpers.ts';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { DEMO_STAFF, logInAsStaff } from './office-staff.ts';
import { OwnBff } from './own-bff.ts';

/**
 * "Your account": a member of the team sets up an authenticator app, replaces it, switches it off, and logs
 * in with the password alone again. It changes how the member logs in, and the suite's shared shop has
 * journeys logging in as the same demo member meanwhile: it has a BFF of its own (`@machine`).
 */

onTheShopsMachineOnly();
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 73);
test.use({ baseURL: bff.origin });

test.beforeAll(async () => {
  await bff.start();
});

test.afterAll(async () => {
  await bff.kill();
});

/** The code an authenticator app made from `secret` shows at `timestamp` (ms). */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

type Finding = Awaited<ReturnType<typeof seriousViolations>>[number];

interface App {
  secret: string;
  /** When the code that confirmed it was made: that 30-s step's code is used up. */
  confirmedAt: number;
  recoveryCodes: string[];
}

/**
 * The new app step of the part: the key shown beside the QR code goes into the "app" (the test's TOTP), its
 * current code confirms it, and the recovery codes shown once are kept before saying they are saved.
 */
async function addApp(page: Page, part: Locator, findings: Finding[]): Promise<App> {
  await expect(
    part.getByRole('img', { name: "QR code that adds the shop's office to your authenticator app" }),
  ).toBeVisible();
  const secret = ((await part.getByRole('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  findings.push(...(await seriousViolations(page, '/office/account: the new app')));
  const confirmedAt = Date.now();
  await part.getByLabel('6-digit code').fill(codeAt(secret, confirmedAt));
  await part.getByRole('button', { name: 'Confirm' }).click();

  await expect(part.getByRole('heading', { level: 3, name: 'Save your recovery codes' })).toBeFocused();
  const recoveryCodes = await part
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes.length).toBeGreaterThan(0);
  findings.push(...(await seriousViolations(page, '/office/account: the recovery codes')));
  await part.getByRole('button', { name: 'I have saved them' }).click();
  await expect(part.getByRole('list', { name: 'Recovery codes' })).toBeHidden();
  return { secret, confirmedAt, recoveryCodes };
}

test('a member of the team sets up an authenticator app, replaces it, switches it off and logs in with the password alone', {
  tag: ['@office', '@machine'],
}, async ({ page }) => {
  test.setTimeout(90_000);
  const findings: Finding[] = [];
  await logInAsStaff(page, { staff: DEMO_STAFF });
  const main = page.getByRole('main');

  // "Your account", from the office's bar.
  await main
    .getByRole('region', { name: 'Your staff session' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page).toHaveURL('/office/account');
  await expect(main.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your details' })).toContainText(DEMO_STAFF.email);
  const part = main.getByRole('region', { name: 'Two-step verification' });
  await expect(part).toContainText('No authenticator app protects your account');
  findings.push(...(await seriousViolations(page, '/office/account')));

  // Set up: no code owed without an app.
  await part.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(part.getByRole('heading', { level: 3, name: 'Set up an authenticator app' })).toBeFocused();
  const first = await addApp(page, part, findings);
  await expect(part.getByRole('status')).toContainText('Two-step verification is set up');
  await expect(part).toContainText('An authenticator app protects your account');
  await expect(part.getByRole('button', { name: 'Switch off two-step verification' })).toBeVisible();

  // Replace: a code of the app in force first. The code that confirmed it is used up (each 30-s step's
  // code works once), and the page says to wait for the next one.
  await part.getByRole('button', { name: 'Replace the authenticator app' }).click();
  await expect(part.getByRole('heading', { level: 3, name: 'Replace the authenticator app' })).toBeFocused();
  await part.getByLabel('6-digit code').fill(codeAt(first.secret, first.confirmedAt));
  await part.getByRole('button', { name: 'Continue' }).click();
  await expect(part.getByRole('alert')).toContainText('works only once');
  await expect(part.getByRole('alert')).toBeFocused();
  findings.push(...(await seriousViolations(page, '/office/account: replacing, a used code refused')));
  await part.getByLabel('6-digit code').fill(codeAt(first.secret, Date.now() + 30_000));
  await part.getByRole('button', { name: 'Continue' }).click();
  await expect(part.getByRole('heading', { level: 3, name: 'Add the new authenticator app' })).toBeFocused();
  const second = await addApp(page, part, findings);
  expect(second.secret).not.toBe(first.secret);
  await expect(part.getByRole('status')).toContainText('Your new authenticator app is in force');

  // Switch off, with one of the new app's recovery codes.
  await part.getByRole('button', { name: 'Switch off two-step verification' }).click();
  await expect(
    part.getByRole('heading', { level: 3, name: 'Switch off two-step verification' }),
  ).toBeFocused();
  await part.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await part.getByLabel('Recovery code').fill(second.recoveryCodes[0] ?? '');
  findings.push(...(await seriousViolations(page, '/office/account: switching off, a recovery code')));
  await part.getByRole('button', { name: 'Switch off', exact: true }).click();
  await expect(part.getByRole('status')).toContainText('Two-step verification is switched off');
  await expect(part).toContainText('No authenticator app protects your account');

  // Out and in again: the password alone opens the office.
  await main
    .getByRole('region', { name: 'Your staff session' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/office/login');
  await logInAsStaff(page, { open: false, staff: DEMO_STAFF });
  await expect(page).toHaveURL('/office');

  expectNoFindings(findings);
});
