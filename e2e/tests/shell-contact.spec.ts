import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, mailCheck, test } from './fixtures.ts';

async function outboxMails(): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(join(dir, f), 'utf8')));
}

test('the contact form checks its fields in Greek, sends the message and clears every field', {
  tag: ['@shell'],
}, async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Επικοινωνήστε μαζί μας' })).toBeVisible();
  await expect(page).toHaveTitle('Επικοινωνία | Wholesale Fashion');

  const form = page.getByRole('main');
  const send = form.getByRole('button', { name: 'Αποστολή μηνύματος' });
  await form.getByLabel('Email').fill('maria@boutique');
  await form.getByLabel(/Τηλέφωνο/).fill('+44 20 7946 0958');
  await send.click();

  const name = form.getByLabel('Ονοματεπώνυμο');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Συμπληρώστε το ονοματεπώνυμό σας.')).toBeVisible();
  await expect(form.getByText(/Συμπληρώστε ένα έγκυρο email/)).toBeVisible();
  await expect(form.getByText(/έγκυρο ελληνικό αριθμό τηλεφώνου/)).toBeVisible();
  await expect(form.getByText('Γράψτε το μήνυμά σας.')).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel('Email')).toHaveValue('maria@boutique');

  const text = `Στέλνετε στην Κρήτη; ${randomUUID()}`;
  await name.fill('Μαρία Παπαδοπούλου');
  await form.getByLabel('Email').fill('maria@boutique.gr');
  await form.getByLabel(/Επωνυμία επιχείρησης/).fill('Μπουτίκ Μαρία');
  await form.getByLabel(/Τηλέφωνο/).fill('694 123 4567');
  await form.getByLabel('Θέμα').selectOption({ label: 'Συνεργασία χονδρικής' });
  await form.getByLabel('Μήνυμα', { exact: true }).fill(text);
  await send.click();

  await expect(form.getByRole('status').filter({ hasText: 'Το μήνυμα στάλθηκε.' })).toBeVisible();
  for (const field of [
    name,
    form.getByLabel('Email'),
    form.getByLabel(/Τηλέφωνο/),
    form.getByLabel('Μήνυμα', { exact: true }),
  ]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.getByLabel(/Επωνυμία επιχείρησης/)).toHaveValue('');
  await expect(form.getByLabel('Θέμα')).toHaveValue('general');

  // The shop team got it by mail, with the sender to reply to.
  await mailCheck('the shop team got it by mail', async () => {
    await expect
      .poll(async () => (await outboxMails()).find((mail) => mail.includes(text.split(' ').pop() ?? '')))
      .toMatch(/Reply-To: maria@boutique\.gr/);
  });
});

test('the server’s refusal of a field is shown beside that field', { tag: ['@shell'] }, async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 'validation_failed', message: 'Invalid', fields: { email: 'invalid_email' } } },
    }),
  );
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Maria');
  await form.getByLabel('Email').fill('maria@boutique.gr');
  await form.getByLabel('Message', { exact: true }).fill('Hello');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(/Enter a valid email address/)).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Hello');
});
