import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoFindings, seriousViolations } from './a11y-helpers.ts';
import { expect, mailCheck, test } from './fixtures.ts';
import {
  buyerWithOrder,
  type DeliveryOption,
  expectedGross,
  literally,
  mailsTo,
  mailTo,
  markShipped,
  openInOffice,
  priceMatcher,
  sendQuoteFromOffice,
  staffSide,
  startProcessing,
} from './order-loop-helpers.ts';

/** Two ways to deliver, so accepting means choosing one. */
const OPTIONS: readonly DeliveryOption[] = [
  { label: 'Courier', costCents: 1250, leadTimeDays: 3 },
  { label: 'Pick-up in Athens', costCents: 0, leadTimeDays: 1 },
];

/** The buyer's request page, first item of its summary: the request's status. */
function summaryStatus(page: Page) {
  return page.getByRole('main').getByRole('definition').first();
}

test('an English buyer reads the quote, downloads it, writes, accepts, and follows the order until it ships', {
  tag: ['@account', '@office', '@shell'],
}, async ({ browser }) => {
  test.setTimeout(90_000);
  // The buyer places an order while the team logs in.
  const [{ context, page, buyer, reference, lines }, staff] = await Promise.all([
    buyerWithOrder(browser, 'Loop Check'),
    staffSide(browser),
  ]);
  await openInOffice(staff.page, reference);
  await sendQuoteFromOffice(staff.page, OPTIONS, 1);
  const [courierGross = -1, pickUpGross = -1] = expectedGross(lines, OPTIONS);

  // My orders: quoted, and the top bar counts the request that waits for an answer.
  await page.goto('/orders');
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('button', {
      name: `Account menu for ${buyer.businessName}, 1 request waits for your answer`,
    }),
  ).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(literally(reference)) });
  await expect(row).toContainText('Quoted');
  await row.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(`/orders/${reference}`);
  await expect(main.getByRole('heading', { level: 1, name: `Order request ${reference}` })).toBeVisible();
  await expect(main.getByRole('term').first()).toHaveText('Status');
  await expect(summaryStatus(page)).toHaveText('Quoted');

  // The quote in full: version 1, each delivery option with the total the shared rules give.
  const quote = main.getByRole('region', { name: 'Quote', exact: true });
  await expect(
    quote.getByRole('article', { name: 'Quote, version 1 (waiting for your answer)' }),
  ).toBeVisible();
  const options = quote.getByRole('table', { name: 'Delivery options and totals' });
  await expect(options.getByRole('row', { name: /^Courier/ })).toContainText(
    priceMatcher(courierGross, 'en'),
  );
  await expect(options.getByRole('row', { name: /^Pick-up in Athens/ })).toContainText(
    priceMatcher(pickUpGross, 'en'),
  );

  // The PDF, in the page's language, named after the request and version.
  const pdfLink = quote.getByRole('link', { name: 'Download the quote (PDF, version 1)' });
  await expect(pdfLink).toHaveAttribute('href', `/api/orders/${reference}/quote.pdf?lang=en`);
  const downloading = page.waitForEvent('download');
  await pdfLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`quote-${reference}-v1.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A question to the team in the request's thread.
  const question = `Can the courier come before noon? (${reference})`;
  const thread = main.getByRole('region', { name: 'Messages' });
  await thread.getByLabel('Your message').fill(question);
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByRole('status')).toHaveText('Your message was sent.');
  await expect(thread.getByRole('listitem').filter({ hasText: question })).toContainText('You');

  // Accepting: the dialog asks for a delivery option; the page turns Confirmed without a reload.
  await quote.getByRole('button', { name: 'Accept quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the quote' });
  await expect(dialog).toContainText('Choose how version 1 of the quote is delivered.');
  await dialog.getByRole('button', { name: 'Accept and confirm the order' }).click();
  await expect(dialog).toContainText('Choose a delivery option.');
  await dialog.getByRole('radio', { name: /^Courier — 3 days/ }).check();
  await dialog.getByRole('button', { name: 'Accept and confirm the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryStatus(page)).toHaveText('Confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: 'Quote accepted: your order is confirmed.' }),
  ).toBeVisible();
  await expect(quote).toContainText(
    new RegExp(
      `You accepted version 1 of the quote with delivery “Courier”: ${priceMatcher(courierGross, 'en').source} incl\\. VAT\\.`,
    ),
  );
  await expect(quote.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(
    banner.getByRole('button', { name: `Account menu for ${buyer.businessName}`, exact: true }),
  ).toBeVisible();

  // The team sees the buyer's question, starts processing and ships with a tracking number.
  const trackingNumber = `ACS-${reference.replace(/\W/g, '')}`;
  await startProcessing(staff.page);
  await expect(staff.page.getByRole('main')).toContainText(question);
  await markShipped(staff.page, 'ACS Courier', trackingNumber);

  // The buyer sees it shipped, with the carrier and tracking number.
  await page.reload();
  await expect(summaryStatus(page)).toHaveText('Shipped');
  const shipment = quote.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('ACS Courier');
  await expect(shipment).toContainText(trackingNumber);
  // A known carrier's number opens its own tracking page, in a new tab.
  const track = shipment.getByRole('link', {
    name: `Track parcel ${trackingNumber} on the ACS Courier website (opens in a new tab)`,
  });
  await expect(track).toHaveAttribute(
    'href',
    `https://www.acscourier.net/en/track-and-trace/?trackingNumber=${trackingNumber}`,
  );
  await expect(track).toHaveAttribute('target', '_blank');

  // And was told by mail: the quote with its totals, then the shipment with its tracking number.
  await mailCheck('the buyer got the quote, then the shipment, by mail', async () => {
    const quoteMail = await mailTo(
      buyer.email,
      new RegExp(`^Your quote for ${literally(reference)} \\(version 1\\)$`),
    );
    expect(quoteMail.text).toMatch(priceMatcher(courierGross, 'en'));
    expect(quoteMail.text).toMatch(priceMatcher(pickUpGross, 'en'));
    const shippedMail = await mailTo(
      buyer.email,
      new RegExp(`^Your order ${literally(reference)} has shipped$`),
    );
    expect(shippedMail.text).toContain('Carrier: ACS Courier');
    expect(shippedMail.text).toContain(`Tracking number: ${trackingNumber}`);
    expect(shippedMail.text).toContain(
      `Track it: https://www.acscourier.net/en/track-and-trace/?trackingNumber=${trackingNumber}`,
    );
    const subjects = (await mailsTo(buyer.email)).map((mail) => mail.subject);
    expect(subjects.indexOf(quoteMail.subject)).toBeLessThan(subjects.indexOf(shippedMail.subject));
  });

  await staff.context.close();
  await context.close();
});

test('a buyer asks for changes, gets version 2 with version 1 folded away, and accepts it', {
  tag: ['@account', '@office'],
}, async ({ browser }) => {
  test.setTimeout(90_000);
  const [{ context, page, buyer, reference, lines }, staff] = await Promise.all([
    buyerWithOrder(browser, 'Changes Check'),
    staffSide(browser),
  ]);
  await openInOffice(staff.page, reference, { fromInbox: false });
  await sendQuoteFromOffice(staff.page, [OPTIONS[0] as DeliveryOption], 1);

  await page.goto(`/orders/${reference}`);
  const main = page.getByRole('main');
  const quote = main.getByRole('region', { name: 'Quote', exact: true });
  await expect(summaryStatus(page)).toHaveText('Quoted');
  await quote.getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request changes' });
  // The message is required.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('Your message to the team')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Your message to the team').fill('Please add a pick-up option in Athens.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryStatus(page)).toHaveText('Changes requested');
  await expect(quote).toContainText('the team is preparing a new quote');
  await expect(
    quote.getByRole('article', { name: 'Quote, version 1 (you asked for changes)' }),
  ).toBeVisible();
  await expect(quote.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  // The words are a message in the thread (issue 47), and the history links to them.
  const messages = main.getByRole('region', { name: 'Messages' });
  await expect(
    messages.getByRole('listitem').filter({ hasText: 'Please add a pick-up option in Athens.' }),
  ).toContainText('You');
  await main.getByRole('link', { name: 'Your message about the changes is in Messages' }).click();
  await expect(page).toHaveURL(/#messages$/);

  // The team reads them in its thread; its quote is no longer "current".
  await staff.page.reload();
  const staffMain = staff.page.getByRole('main');
  await expect(
    staffMain
      .getByRole('region', { name: 'Messages with the buyer' })
      .getByRole('listitem')
      .filter({ hasText: 'Please add a pick-up option in Athens.' }),
  ).toBeVisible();
  await expect(staffMain.getByRole('heading', { level: 3, name: /^Quote version 1/ })).toHaveText(
    'Quote version 1 — changes asked for',
  );
  // The team answers with version 2, starting from version 1: its option is there; a second is added.
  await expect(staffMain.getByLabel('Option 1: name')).toHaveValue((OPTIONS[0] as DeliveryOption).label);
  await sendQuoteFromOffice(staff.page, OPTIONS, 2);
  const [, pickUpGross = -1] = expectedGross(lines, OPTIONS);

  await page.reload();
  await expect(summaryStatus(page)).toHaveText('Quoted');
  const current = quote.getByRole('article', { name: 'Quote, version 2 (waiting for your answer)' });
  await expect(current).toBeVisible();
  await expect(quote.getByRole('link', { name: 'Download the quote (PDF, version 2)' })).toBeVisible();
  // Version 1 is folded away until asked for.
  const earlier = quote.getByText('Earlier version (1)');
  const replaced = quote.getByRole('article', { name: 'Quote, version 1 (replaced by a newer version)' });
  await expect(earlier).toBeVisible();
  await expect(replaced).toBeHidden();
  await earlier.click();
  await expect(replaced).toBeVisible();
  await expect(
    replaced.getByRole('table', { name: 'Delivery options and totals' }).getByRole('row'),
  ).toHaveCount(2);

  await quote.getByRole('button', { name: 'Accept quote' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the quote' });
  await expect(accept).toContainText('Choose how version 2 of the quote is delivered.');
  await accept.getByRole('radio', { name: /^Pick-up in Athens — 1 day/ }).check();
  await accept.getByRole('button', { name: 'Accept and confirm the order' }).click();
  await expect(accept).toBeHidden();
  await expect(summaryStatus(page)).toHaveText('Confirmed');
  await expect(quote.getByRole('article', { name: 'Quote, version 2 (accepted)' })).toBeVisible();
  await expect(quote).toContainText(
    new RegExp(
      `You accepted version 2 of the quote with delivery “Pick-up in Athens”: ${priceMatcher(pickUpGross, 'en').source}`,
    ),
  );
  // The order goes out as accepted; the basket's choice was a preference the quote answered (issue 47).
  const delivery = main.getByRole('region', { name: 'Delivery', exact: true });
  await expect(delivery).toContainText('Delivery, as acceptedPick-up in Athens (1 day)');
  await expect(delivery).toContainText('Your preference when you sent the requestStandard');
  await staff.page.reload();
  await expect(staff.page.getByRole('main')).toContainText('Delivery acceptedPick-up in Athens (1 day)');
  // The second quote was mailed too, saying it replaces the first.
  await mailCheck('the second quote was mailed, replacing the first', async () => {
    const second = await mailTo(
      buyer.email,
      new RegExp(`^Your quote for ${literally(reference)} \\(version 2\\)$`),
    );
    expect(second.text).toContain('It replaces the previous version.');
  });

  await staff.context.close();
  await context.close();
});

test('a Greek buyer follows the same loop in Greek: prices, answer and status', {
  tag: ['@account', '@office', '@shell'],
}, async ({ browser }) => {
  test.setTimeout(90_000);
  const [{ context, page, buyer, reference, lines }, staff] = await Promise.all([
    buyerWithOrder(browser, 'Ελληνικός Έλεγχος', 'gr'),
    staffSide(browser),
  ]);
  await openInOffice(staff.page, reference, { fromInbox: false });
  await sendQuoteFromOffice(staff.page, OPTIONS, 1);
  const [courierGross = -1, pickUpGross = -1] = expectedGross(lines, OPTIONS);

  // Greek from the top bar.
  await page.goto('/orders');
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Οι παραγγελίες μου' })).toBeVisible();
  await expect(
    banner.getByRole('button', {
      name: `Μενού λογαριασμού για ${buyer.businessName}, 1 αίτημα περιμένει την απάντησή σας`,
    }),
  ).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(literally(reference)) });
  await expect(row).toContainText('Στάλθηκε προσφορά');
  await row.getByRole('link', { name: reference }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: `Αίτημα παραγγελίας ${reference}` }),
  ).toBeVisible();
  await expect(summaryStatus(page)).toHaveText('Στάλθηκε προσφορά');

  // The quote in Greek, amounts as Greeks write them (1.234,56 €).
  const quote = main.getByRole('region', { name: 'Προσφορά', exact: true });
  await expect(
    quote.getByRole('article', { name: 'Προσφορά, έκδοση 1 (περιμένει την απάντησή σας)' }),
  ).toBeVisible();
  const options = quote.getByRole('table', { name: 'Τρόποι παράδοσης και σύνολα' });
  await expect(options.getByRole('row', { name: /^Courier/ })).toContainText(
    priceMatcher(courierGross, 'gr'),
  );
  await expect(options.getByRole('row', { name: /^Courier/ })).toContainText(/\d,\d{2}\s€/);
  await expect(options.getByRole('row', { name: /^Pick-up in Athens/ })).toContainText(
    priceMatcher(pickUpGross, 'gr'),
  );
  await expect(quote.getByRole('link', { name: 'Λήψη της προσφοράς (PDF, έκδοση 1)' })).toHaveAttribute(
    'href',
    `/api/orders/${reference}/quote.pdf?lang=gr`,
  );

  // Accepting in Greek.
  await quote.getByRole('button', { name: 'Αποδοχή προσφοράς' }).click();
  const dialog = page.getByRole('dialog', { name: 'Αποδοχή της προσφοράς' });
  await dialog.getByRole('radio', { name: /^Pick-up in Athens — 1 ημέρα, σύνολο/ }).check();
  await dialog.getByRole('button', { name: 'Αποδοχή και επιβεβαίωση παραγγελίας' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryStatus(page)).toHaveText('Επιβεβαιώθηκε');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Η προσφορά έγινε αποδεκτή: η παραγγελία σας επιβεβαιώθηκε.' }),
  ).toBeVisible();
  await expect(quote).toContainText(
    new RegExp(
      `Αποδεχτήκατε την έκδοση 1 της προσφοράς με παράδοση «Pick-up in Athens»: ${priceMatcher(pickUpGross, 'gr').source} με ΦΠΑ\\.`,
    ),
  );

  // Shipped, in Greek.
  await startProcessing(staff.page);
  await markShipped(staff.page, 'ΕΛΤΑ Courier', 'EL-123456789');
  await page.reload();
  await expect(summaryStatus(page)).toHaveText('Απεστάλη');
  const shipment = quote.getByRole('region', { name: 'Αποστολή' });
  await expect(shipment).toContainText('EL-123456789');

  // The buyer registered in Greek: their mails are Greek, with Greek amounts.
  await mailCheck('the buyer’s mails are Greek, with Greek amounts', async () => {
    const quoteMail = await mailTo(
      buyer.email,
      new RegExp(`^Προσφορά για το αίτημα ${literally(reference)} \\(έκδοση 1\\)$`),
    );
    expect(quoteMail.text).toMatch(priceMatcher(pickUpGross, 'gr'));
    const shippedMail = await mailTo(
      buyer.email,
      new RegExp(`^Η παραγγελία σας ${literally(reference)} απεστάλη$`),
    );
    expect(shippedMail.text).toContain('Αριθμός παρακολούθησης: EL-123456789');
  });

  await staff.context.close();
  await context.close();
});

test('the buyer’s request page with a quote, and its accept dialog, pass axe in English and Greek', {
  tag: ['@account', '@office', '@shell'],
}, async ({ browser }) => {
  test.setTimeout(90_000);
  const [{ context, page, reference }, staff] = await Promise.all([
    buyerWithOrder(browser, 'Axe Check'),
    staffSide(browser),
  ]);
  await openInOffice(staff.page, reference, { fromInbox: false });
  await sendQuoteFromOffice(staff.page, OPTIONS, 1);
  await staff.context.close();

  const findings = [];
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await page.goto(`/orders/${reference}`);
  for (const language of ['en', 'gr'] as const) {
    const words =
      language === 'en'
        ? { accept: 'Accept quote', dialog: 'Accept the quote', close: 'Go back', thread: 'Messages' }
        : {
            accept: 'Αποδοχή προσφοράς',
            dialog: 'Αποδοχή της προσφοράς',
            close: 'Επιστροφή',
            thread: 'Μηνύματα',
          };
    if (language === 'gr') await banner.getByRole('button', { name: 'Switch language to Greek' }).click();
    await expect(main.getByRole('button', { name: words.accept })).toBeVisible();
    // The thread has loaded (it comes last): axe sees the whole page.
    await expect(main.getByRole('region', { name: words.thread }).getByRole('textbox')).toBeVisible();
    findings.push(...(await seriousViolations(page, `request page with a quote (${language})`)));

    await main.getByRole('button', { name: words.accept }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    findings.push(...(await seriousViolations(page, `accept dialog (${language})`)));
    await dialog.getByRole('button', { name: words.close }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(main.getByRole('button', { name: words.accept })).toBeFocused();
  }
  expectNoFindings(findings);
  await context.close();
});
