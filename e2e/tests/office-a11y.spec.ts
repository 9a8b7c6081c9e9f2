import { randomUUID } from 'node:crypto';
import { type Browser, type Page, request } from '@playwright/test';
import { expectNoFindings, placeOrder, seriousViolations, settled, useLanguage } from './a11y-helpers.ts';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { DEMO_STAFF, STAFF } from './office-staff.ts';
import { OwnBff } from './own-bff.ts';
import { logOutByApi, registerBuyer, type TestBuyer } from './session.ts';

/**
 * axe-core over every screen of the back office — the staff log-in, setting a password, the two-step set-up,
 * each list of the inbox, an order request with its quote editor, a custom-made request, the dialogs, the page
 * a buyer gets, the member's own account with the set-up of an authenticator app, and the catalogue (the products list, a product's editor with its photos and related products,
 * a new product's refused, the hide and photo remove dialogs, an import's check) — in English and Greek, at
 * 1280 px and at 768 px: no serious or critical violation
 * (the rule set of a11y-helpers.ts). At 768 px nothing may make the page scroll sideways either (a table in
 * its own scrolling box may; the page may not).
 *
 * The lists need something in them, pending buyers included, so the office runs on a BFF of its own with
 * BUYER_APPROVAL=manual, filled once. The two-step set-up shows only with STAFF_2FA=required: another BFF.
 * Both are on this machine (`@machine`). The catalogue screens are the shop's own, with the demo seed's
 * products (they have sample photos), so they run against a running shop too: the tour changes nothing.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

const LISTS = ['orders', 'custom-requests', 'samples', 'contact-messages', 'buyers'] as const;
type Language = 'en' | 'gr';

/** The office's words the tour finds things by, in each language (office-mfe's i18n). */
const TEXT = {
  en: {
    staffLogIn: 'Staff log in',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    setPassword: 'Set your password',
    enrol: 'Set up two-step verification',
    teamOnly: 'This area is for the shop team',
    inbox: 'Inbox',
    lists: {
      orders: 'Order requests',
      'custom-requests': 'Custom-made requests',
      samples: 'Sample requests',
      'contact-messages': 'Contact messages',
      buyers: 'Pending buyers',
    },
    close: 'Close',
    decline: 'Decline',
    declineTitle: 'Decline the sample request',
    read: (name: string) => `Read the message from ${name}`,
    messageTitle: (name: string) => `Message from ${name}`,
    reject: 'Reject',
    rejectTitle: (name: string) => `Reject ${name}`,
    orderTitle: (reference: string) => `Order request ${reference}`,
    customTitle: (reference: string) => `Custom-made request ${reference}`,
    newQuote: 'New quote',
    discount: /^Discount, /,
    percentOff: 'Percent off',
    addExtra: 'Add an extra line',
    addOption: 'Add a delivery option',
    cancelRequest: 'Cancel request',
    account: 'Your account',
    setUpApp: 'Set up an authenticator app',
    extraLabel: (n: number) => `Extra ${n}: description`,
    extraAmount: (n: number) => `Extra ${n}: amount in euros`,
    optionLabel: (n: number) => `Option ${n}: name`,
    optionCost: (n: number) => `Option ${n}: cost in euros`,
    optionDays: (n: number) => `Option ${n}: lead time in days`,
    preview: 'Preview the buyer’s mail',
    previewTitle: 'The buyer’s mail',
    // The catalogue (issue 27).
    products: 'Products',
    category: 'Category',
    dresses: 'Dresses',
    applyFilters: 'Apply filters',
    productTitle: (code: string) => `Product ${code}`,
    newProduct: 'New product',
    code: 'Code',
    createProduct: 'Create product',
    photos: 'Photos, the main one first',
    removePhoto: (n: number) => `Remove photo ${n}`,
    removePhotoTitle: (n: number) => `Remove photo ${n}?`,
    pickedByTeam: 'Picked by the team',
    findRelated: 'Find a product to add',
    relatedFound: 'Products found',
    hide: 'Hide',
    hideTitle: (name: string) => `Hide ${name}?`,
    cancel: 'Cancel',
    importTitle: 'Import products',
    importLines: 'The lines to import',
    check: 'Check',
    checkFound: 'What the check found',
    importTable: 'Lines of the file and their problems',
    oneBadLine: '1 line has problems',
  },
  gr: {
    staffLogIn: 'Σύνδεση ομάδας',
    email: 'Email',
    password: 'Κωδικός πρόσβασης',
    logIn: 'Σύνδεση',
    setPassword: 'Ορισμός κωδικού πρόσβασης',
    enrol: 'Ρύθμιση επαλήθευσης σε δύο βήματα',
    teamOnly: 'Αυτός ο χώρος είναι για την ομάδα του καταστήματος',
    inbox: 'Εισερχόμενα',
    lists: {
      orders: 'Αιτήματα παραγγελίας',
      'custom-requests': 'Αιτήματα κατά παραγγελία',
      samples: 'Αιτήματα δειγμάτων',
      'contact-messages': 'Μηνύματα επικοινωνίας',
      buyers: 'Αγοραστές προς έγκριση',
    },
    close: 'Κλείσιμο',
    decline: 'Απόρριψη',
    declineTitle: 'Απόρριψη του αιτήματος δείγματος',
    read: (name: string) => `Ανάγνωση του μηνύματος από ${name}`,
    messageTitle: (name: string) => `Μήνυμα από ${name}`,
    reject: 'Απόρριψη',
    rejectTitle: (name: string) => `Απόρριψη: ${name}`,
    orderTitle: (reference: string) => `Αίτημα παραγγελίας ${reference}`,
    customTitle: (reference: string) => `Αίτημα κατά παραγγελία ${reference}`,
    newQuote: 'Νέα προσφορά',
    discount: /^Έκπτωση, /,
    percentOff: 'Ποσοστό έκπτωσης',
    addExtra: 'Προσθήκη επιπλέον γραμμής',
    addOption: 'Προσθήκη επιλογής παράδοσης',
    cancelRequest: 'Ακύρωση αιτήματος',
    account: 'Ο λογαριασμός σας',
    setUpApp: 'Ρύθμιση εφαρμογής ελέγχου ταυτότητας',
    extraLabel: (n: number) => `Επιπλέον ${n}: περιγραφή`,
    extraAmount: (n: number) => `Επιπλέον ${n}: ποσό σε ευρώ`,
    optionLabel: (n: number) => `Επιλογή ${n}: όνομα`,
    optionCost: (n: number) => `Επιλογή ${n}: κόστος σε ευρώ`,
    optionDays: (n: number) => `Επιλογή ${n}: χρόνος παράδοσης σε ημέρες`,
    preview: 'Προεπισκόπηση του email στον αγοραστή',
    previewTitle: 'Το email του αγοραστή',
    products: 'Προϊόντα',
    category: 'Κατηγορία',
    dresses: 'Φορέματα',
    applyFilters: 'Εφαρμογή φίλτρων',
    productTitle: (code: string) => `Προϊόν ${code}`,
    newProduct: 'Νέο προϊόν',
    code: 'Κωδικός',
    createProduct: 'Δημιουργία προϊόντος',
    photos: 'Φωτογραφίες, πρώτη η κύρια',
    removePhoto: (n: number) => `Αφαίρεση της φωτογραφίας ${n}`,
    removePhotoTitle: (n: number) => `Αφαίρεση της φωτογραφίας ${n};`,
    pickedByTeam: 'Επιλεγμένα από την ομάδα',
    findRelated: 'Αναζήτηση προϊόντος για προσθήκη',
    relatedFound: 'Προϊόντα που βρέθηκαν',
    hide: 'Απόκρυψη',
    hideTitle: (name: string) => `Απόκρυψη του ${name};`,
    cancel: 'Ακύρωση',
    importTitle: 'Εισαγωγή προϊόντων',
    importLines: 'Οι γραμμές για εισαγωγή',
    check: 'Έλεγχος',
    checkFound: 'Τι βρήκε ο έλεγχος',
    importTable: 'Γραμμές του αρχείου και τα προβλήματά τους',
    oneBadLine: '1 γραμμή έχει προβλήματα',
  },
} as const;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
] as const;

type Finding = Awaited<ReturnType<typeof seriousViolations>>[number] & { html: string[] };

/**
 * axe over the page as it is now (a11y-helpers.ts), each finding with the markup of the elements it names, so
 * a failure says what to fix without a second run.
 */
async function violations(page: Page, where: string): Promise<Finding[]> {
  const found = await seriousViolations(page, where);
  return Promise.all(
    found.map(async (finding) => ({
      ...finding,
      html: await Promise.all(
        finding.targets.map((target) =>
          page
            .locator(target)
            .first()
            .evaluate((element) => element.outerHTML.slice(0, 400))
            .catch(() => '(not found again)'),
        ),
      ),
    })),
  );
}

/**
 * Does the page scroll sideways? `document.scrollingElement.scrollWidth` against the window's width; when it
 * does, the innermost elements sticking out (not those inside a box that scrolls or clips them, such as a
 * request list's table wrapper), to say where.
 */
async function sidewaysOverflow(page: Page, where: string): Promise<string | null> {
  const found = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = window.innerWidth;
    if (root.scrollWidth <= width) return null;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const inOwnBox = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !inOwnBox(element))
      .filter((element) => ![...element.children].some(sticksOut))
      .slice(0, 5)
      .map((element) => {
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}" right edge ${right}px`;
      });
    return `scrollWidth ${root.scrollWidth}px > ${width}px: ${culprits.join('; ')}`;
  });
  return found ? `${where}: ${found}` : null;
}

/** The screens checked so far: axe on each, and at 768 px or narrower the sideways overflow too. */
interface Tour {
  findings: Finding[];
  overflows: string[];
  check(where: string): Promise<void>;
}

function tourOf(page: Page, language: Language): Tour {
  const tour: Tour = {
    findings: [],
    overflows: [],
    async check(where) {
      const width = page.viewportSize()?.width ?? 0;
      const at = `${language} ${width}px ${where}`;
      tour.findings.push(...(await violations(page, at)));
      if (width <= 768) {
        const overflow = await sidewaysOverflow(page, at);
        if (overflow) tour.overflows.push(overflow);
      }
    },
  };
  return tour;
}

/** Asserts the whole tour at once: every overflow and every axe finding in one failure. */
function expectClean(tour: Tour): void {
  expect.soft(tour.overflows, tour.overflows.join('\n')).toEqual([]);
  expectNoFindings(tour.findings);
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'el');
}

/** The demo member of the team logs in, in the page's language (the BFFs of this file's own seed them). */
async function logInAsStaff(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const main = page.getByRole('main');
  await main.getByLabel(text.email).fill(DEMO_STAFF.email);
  await main.getByLabel(text.password, { exact: true }).fill(DEMO_STAFF.password);
  await main.getByRole('button', { name: text.logIn, exact: true }).click();
}

/** A product of the demo seed, published, with its sample photos. */
const SEED_PRODUCT = { id: '1', code: 'WF-1001', name: 'Red Tiered Maxi Dress' } as const;

/**
 * An import file (semicolon separated, as a Greek Excel saves it): a good line updating a price, and a new
 * product's line with an unknown colour and a price that is no number, so the check shows its problems.
 */
const IMPORT_WITH_A_BAD_LINE = [
  'code;name_en;name_gr;category;colour;price;sizes',
  'WF-1002;;;;;31,50;',
  'WF-2901;Linen wrap dress;Λινό κρουαζέ φόρεμα;dresses;tartan;cheap;S M L',
].join('\n');

/** A real 1×1 PNG: a design file the custom-made request's page shows inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function inAMonth(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
}

/** What the office's lists hold for the tour, made once through the BFF as the shop's pages make it. */
interface OfficeData {
  trader: TestBuyer;
  orderReference: string;
  customReference: string;
  contactName: string;
  pendingName: string;
}

/**
 * An approved buyer with an order request, a custom-made request and a sample request; a visitor's contact
 * message; a buyer still waiting for approval.
 */
async function fillOffice(browser: Browser, origin: string): Promise<OfficeData> {
  const suffix = randomUUID().slice(0, 8);
  const staff = await request.newContext({ baseURL: origin });
  const context = await browser.newContext({ baseURL: origin });
  try {
    const login = await staff.post('/api/auth/login', { data: DEMO_STAFF });
    expect(login.status(), await login.text()).toBe(200);

    const page = await context.newPage();
    const trader = await registerBuyer(page, `Boutique Nafplio ${suffix}`);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { buyer: { id: string } };
    const approved = await staff.post(`/api/office/buyers/${me.buyer.id}/approve`, { data: {} });
    expect(approved.status(), await approved.text()).toBe(200);

    const orderReference = await placeOrder(page);
    const sample = await page.request.post('/api/samples', {
      data: { productId: '3', size: 'M', deliveryOption: 'standard', notes: 'For the window' },
    });
    expect(sample.status(), await sample.text()).toBe(201);
    const custom = await page.request.post('/api/custom-requests', {
      headers: { 'X-Shop-Request': '1' },
      multipart: {
        request: JSON.stringify({
          lines: [
            { type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 3, M: 2 }, requestSample: true },
            { type: 'blouse', selected: true, fabric: 'mixed', sizes: { L: 5 } },
          ],
          deliveryAddress: { street: 'Ermou 10', city: 'Athens', postalCode: '105 63', country: 'Greece' },
          preferredDeliveryDate: inAMonth(),
          deliveryOption: 'standard',
          notes: 'Linen look, natural buttons',
        }),
        'designFile.dress': { name: 'dress-sketch.png', mimeType: 'image/png', buffer: PNG },
        brandLabel: { name: 'brand-label.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(custom.status(), await custom.text()).toBe(201);
    const customReference = ((await custom.json()) as { reference: string }).reference;

    const contactName = `Eleni Papadopoulou ${suffix}`;
    const question = await page.request.post('/api/contact', {
      headers: { 'X-Shop-Request': '1' },
      data: {
        name: contactName,
        email: 'question@example.gr',
        inquiryType: 'wholesale',
        message: 'Do you deliver to Crete, and how long does it take?',
      },
    });
    expect(question.status(), await question.text()).toBe(201);

    await context.clearCookies();
    const pendingName = `Boutique Chania ${suffix}`;
    await registerBuyer(page, pendingName);
    return { trader, orderReference, customReference, contactName, pendingName };
  } finally {
    await context.close();
    await staff.dispose();
  }
}

test.describe('the office', { tag: ['@office', '@machine'] }, () => {
  onTheShopsMachineOnly();
  const bff = new OwnBff(PORT + 71, { BUYER_APPROVAL: 'manual' });
  let data: OfficeData;
  test.use({ baseURL: bff.origin });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    await bff.start();
    data = await fillOffice(browser, bff.origin);
  });

  test.afterAll(async () => {
    await bff.kill();
  });

  for (const language of ['en', 'gr'] as const) {
    for (const size of WIDTHS) {
      test(`every office screen in ${language === 'en' ? 'English' : 'Greek'} at ${size.width} px has no serious or critical axe violation${size.width <= 768 ? ' and no sideways scroll' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        const text = TEXT[language];
        await page.setViewportSize(size);
        const tour = tourOf(page, language);
        await useLanguage(page, language);
        const main = page.getByRole('main');

        // As a visitor: the office sends them to the staff log-in; a set-password link.
        await page.goto('/office');
        await expect(page).toHaveURL('/office/login');
        await expect(main.getByRole('heading', { level: 1, name: text.staffLogIn })).toBeVisible();
        await expectLanguage(page, language);
        await settled(page);
        await tour.check('/office/login');

        await page.goto('/office/set-password?token=a11y-check');
        await expect(main.getByRole('heading', { level: 1, name: text.setPassword })).toBeVisible();
        await settled(page);
        await tour.check('/office/set-password?token=…');

        // As a buyer: the office is the team's.
        const login = await page.request.post('/api/auth/login', {
          data: { email: data.trader.email, password: data.trader.password },
        });
        expect(login.status(), await login.text()).toBe(200);
        await page.goto('/office');
        await expect(main.getByRole('heading', { level: 1, name: text.teamOnly })).toBeVisible();
        await settled(page);
        await tour.check('/office as a buyer');
        await logOutByApi(page);

        // As the team: log in once, then every list of the inbox.
        await page.goto('/office/login');
        await logInAsStaff(page, language);
        await expect(page).toHaveURL('/office');
        await expect(main.getByRole('heading', { level: 1, name: text.inbox })).toBeVisible();
        for (const list of LISTS) {
          const tab = main.getByRole('tab', { name: new RegExp(`^${text.lists[list]}`) });
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await settled(page);
          await expect(main.getByRole('tabpanel')).toBeVisible();
          await tour.check(`/office inbox: ${list}`);

          // The dialogs each list opens (closed again without doing anything).
          if (list === 'samples') {
            const item = main.getByRole('listitem').filter({ hasText: data.trader.businessName });
            await item.getByRole('button', { name: text.decline, exact: true }).click();
            const dialog = page.getByRole('dialog', { name: text.declineTitle });
            await expect(dialog).toBeVisible();
            await tour.check('/office inbox: samples, decline dialog open');
            await dialog.getByRole('button', { name: text.close, exact: true }).click();
            await expect(dialog).toBeHidden();
          }
          if (list === 'contact-messages') {
            await main.getByRole('button', { name: text.read(data.contactName) }).click();
            const dialog = page.getByRole('dialog', { name: text.messageTitle(data.contactName) });
            await expect(dialog).toBeVisible();
            await tour.check('/office inbox: contact message open');
            await dialog.getByRole('button', { name: text.close, exact: true }).click();
            await expect(dialog).toBeHidden();
          }
          if (list === 'buyers') {
            const item = main.getByRole('listitem', { name: data.pendingName });
            await item.getByRole('button', { name: text.reject, exact: true }).click();
            const dialog = page.getByRole('dialog', { name: text.rejectTitle(data.pendingName) });
            await expect(dialog).toBeVisible();
            await tour.check('/office inbox: buyers, reject dialog open');
            await dialog.getByRole('button', { name: text.close, exact: true }).click();
            await expect(dialog).toBeHidden();
          }
        }

        // An order request, its quote editor with a discount, an extra line and a second delivery option.
        await page.goto(`/office/orders/${data.orderReference}`);
        await expect(
          main.getByRole('heading', { level: 1, name: text.orderTitle(data.orderReference) }),
        ).toBeVisible();
        await settled(page);
        const editor = main.getByRole('region', { name: text.newQuote });
        await expect(editor).toBeVisible();
        await editor.getByLabel(text.discount).first().selectOption({ label: text.percentOff });
        await editor.getByRole('button', { name: text.addExtra }).click();
        await editor.getByRole('button', { name: text.addOption }).click();
        await tour.check('/office/orders/:reference, quote editor open');
        await main.getByRole('button', { name: text.cancelRequest }).click();
        const cancelDialog = page.getByRole('dialog', { name: text.cancelRequest });
        await expect(cancelDialog).toBeVisible();
        await tour.check('/office/orders/:reference, cancel dialog open');
        await cancelDialog.getByRole('button', { name: text.close, exact: true }).click();
        await expect(cancelDialog).toBeHidden();
        // The buyer's mail, previewed from a complete draft (nothing is sent).
        await editor.getByLabel(text.extraLabel(1)).fill('Brand labels');
        await editor.getByLabel(text.extraAmount(1)).fill('30');
        for (const n of [1, 2]) {
          await editor.getByLabel(text.optionLabel(n)).fill(`Courier ${n}`);
          await editor.getByLabel(text.optionCost(n)).fill('10');
          await editor.getByLabel(text.optionDays(n)).fill('3');
        }
        await editor.getByLabel(text.discount).first().selectOption({ index: 0 });
        await editor.getByRole('button', { name: text.preview }).click();
        const previewDialog = page.getByRole('dialog', { name: text.previewTitle });
        await expect(previewDialog).toBeVisible();
        await tour.check('/office/orders/:reference, mail preview open');
        await previewDialog.getByRole('button', { name: text.close, exact: true }).click();
        await expect(previewDialog).toBeHidden();

        // A custom-made request, with its design file and brand label.
        await page.goto(`/office/custom-requests/${data.customReference}`);
        await expect(
          main.getByRole('heading', { level: 1, name: text.customTitle(data.customReference) }),
        ).toBeVisible();
        await settled(page);
        await tour.check('/office/custom-requests/:reference');

        // The member's own account, then the set-up of an authenticator app it offers, cancelled before it is
        // confirmed: the demo member goes on logging in with the password alone in the tour's other runs.
        await page.goto('/office/account');
        await expect(main.getByRole('heading', { level: 1, name: text.account })).toBeVisible();
        await settled(page);
        await tour.check('/office/account');
        await main.getByRole('button', { name: text.setUpApp }).click();
        await expect(main.getByRole('heading', { level: 3, name: text.setUpApp })).toBeFocused();
        await expect(main.getByRole('img')).toBeVisible();
        await settled(page);
        await tour.check('/office/account, setting up an authenticator app');
        await main.getByRole('button', { name: text.cancel, exact: true }).click();
        await expect(main.getByRole('button', { name: text.setUpApp })).toBeVisible();

        expectClean(tour);
      });
    }
  }
});

/** The catalogue's screens, over the shop's own products: on the suite's shop or a running one. */
test.describe('the catalogue screens', { tag: ['@office'] }, () => {
  for (const language of ['en', 'gr'] as const) {
    for (const size of WIDTHS) {
      test(`every catalogue screen in ${language === 'en' ? 'English' : 'Greek'} at ${size.width} px has no serious or critical axe violation${size.width <= 768 ? ' and no sideways scroll' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const text = TEXT[language];
        await page.setViewportSize(size);
        const tour = tourOf(page, language);
        await useLanguage(page, language);
        const main = page.getByRole('main');
        const login = await page.request.post('/api/auth/login', { data: STAFF });
        expect(login.status(), await login.text()).toBe(200);

        // The products list, then with a filter applied.
        await page.goto('/office/products');
        await expect(main.getByRole('heading', { level: 1, name: text.products, exact: true })).toBeVisible();
        await expectLanguage(page, language);
        await settled(page);
        await expect(main.getByRole('link', { name: SEED_PRODUCT.code, exact: true })).toBeVisible();
        await tour.check('/office/products');
        await main.getByLabel(text.category, { exact: true }).selectOption({ label: text.dresses });
        await main.getByRole('button', { name: text.applyFilters }).click();
        await expect(page).toHaveURL(/[?&]category=dresses/);
        await settled(page);
        await expect(main.getByRole('link', { name: SEED_PRODUCT.code, exact: true })).toBeVisible();
        await tour.check('/office/products?category=dresses');

        // An existing product's editor: every field, its photos, and related products picked by the team:
        // one picked from a search, its other results shown (nothing saved).
        await page.goto(`/office/products/${SEED_PRODUCT.id}`);
        await expect(
          main.getByRole('heading', { level: 1, name: text.productTitle(SEED_PRODUCT.code) }),
        ).toBeVisible();
        await settled(page);
        const photos = main.getByRole('list', { name: text.photos });
        await expect(photos.getByRole('listitem').first()).toBeVisible();
        await tour.check('/office/products/:id');
        await main.getByRole('radio', { name: text.pickedByTeam }).check();
        await main.getByLabel(text.findRelated).fill('WF-100');
        const found = main.getByRole('list', { name: text.relatedFound });
        await expect(found.getByRole('listitem').first()).toBeVisible();
        await found.getByRole('button').first().click();
        const picked = main.getByRole('list', { name: text.pickedByTeam });
        await expect(picked.getByRole('listitem')).toHaveCount(1);
        await settled(page);
        await tour.check('/office/products/:id, a related product picked, others found');

        // The hide confirmation, opened and cancelled: the product stays published.
        await main.getByRole('button', { name: text.hide, exact: true }).click();
        const hideDialog = page.getByRole('dialog', { name: text.hideTitle(SEED_PRODUCT.name) });
        await expect(hideDialog).toBeVisible();
        await tour.check('/office/products/:id, hide dialog open');
        await hideDialog.getByRole('button', { name: text.cancel, exact: true }).click();
        await expect(hideDialog).toBeHidden();
        await expect(main.getByRole('button', { name: text.hide, exact: true })).toBeVisible();

        // A photo's remove confirmation, opened and cancelled: the photo stays.
        const photoCount = await photos.getByRole('listitem').count();
        await photos.getByRole('button', { name: text.removePhoto(1), exact: true }).click();
        const removeDialog = page.getByRole('dialog', { name: text.removePhotoTitle(1) });
        await expect(removeDialog).toBeVisible();
        await tour.check('/office/products/:id, photo remove dialog open');
        await removeDialog.getByRole('button', { name: text.cancel, exact: true }).click();
        await expect(removeDialog).toBeHidden();
        await expect(photos.getByRole('listitem')).toHaveCount(photoCount);

        // A new product sent empty: refused in the page, each field saying what it needs.
        await page.goto('/office/products/new');
        await expect(main.getByRole('heading', { level: 1, name: text.newProduct })).toBeVisible();
        await settled(page);
        await main.getByRole('button', { name: text.createProduct }).click();
        await expect(main.getByRole('alert').first()).toBeVisible();
        await expect(main.getByLabel(text.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL('/office/products/new');
        await tour.check('/office/products/new, refused');

        // An import checked (nothing written): one good line, one with problems.
        await page.goto('/office/products/import');
        await expect(main.getByRole('heading', { level: 1, name: text.importTitle })).toBeVisible();
        await settled(page);
        await main.getByLabel(text.importLines).fill(IMPORT_WITH_A_BAD_LINE);
        await main.getByRole('button', { name: text.check, exact: true }).click();
        await expect(main.getByRole('heading', { level: 2, name: text.checkFound })).toBeVisible();
        await expect(main.getByRole('table', { name: text.importTable }).getByRole('row')).toHaveCount(3);
        await expect(main.getByText(text.oneBadLine)).toBeVisible();
        await settled(page);
        await tour.check('/office/products/import, checked with problems');

        expectClean(tour);
      });
    }
  }
});

test.describe('the two-step set-up', { tag: ['@office', '@machine'] }, () => {
  onTheShopsMachineOnly();
  const bff = new OwnBff(PORT + 72, { STAFF_2FA: 'required' });
  test.use({ baseURL: bff.origin });

  test.beforeAll(async () => {
    await bff.start();
  });

  test.afterAll(async () => {
    await bff.kill();
  });

  for (const language of ['en', 'gr'] as const) {
    test(`the set-up screen in ${language === 'en' ? 'English' : 'Greek'}, at 1280 and 768 px, has no serious or critical axe violation and no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const text = TEXT[language];
      const main = page.getByRole('main');
      await useLanguage(page, language);
      await page.setViewportSize(WIDTHS[0]);
      // A member without an authenticator, where the office requires one, is asked to set one up.
      await page.goto('/office/login');
      await logInAsStaff(page, language);
      await expect(main.getByRole('heading', { level: 1, name: text.enrol })).toBeVisible();
      await expect(main.getByRole('img')).toBeVisible();
      await expectLanguage(page, language);
      await settled(page);
      const tour = tourOf(page, language);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await tour.check('/office/login, two-step set-up');
      }
      expectClean(tour);
    });
  }
});
