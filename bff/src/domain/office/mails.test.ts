import {
  formatDate,
  formatPrice,
  type Language,
  type Quote,
  type QuoteDeliveryOption,
  quoteTotals,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail-message.ts';
import {
  buyerAnsweredMail,
  buyerApprovalMail,
  contactReplyMail,
  type MailRecipient,
  newMessageMail,
  quoteSentMail,
  type RequestRef,
  sampleStatusMail,
  staffInviteMail,
  statusChangedMail,
} from './mails.ts';

const LINK = 'https://shop.example.gr/account/orders/WS-2026-000001';
const TEAM = 'team@wholesale.gr';
const ORDER: RequestRef = { kind: 'order', reference: 'WS-2026-000001' };
const CUSTOM: RequestRef = { kind: 'custom', reference: 'CR-2026-000042' };

const BUYERS: Record<Language, MailRecipient> = {
  en: { email: 'buyer@boutique.co.uk', businessName: 'Rose Boutique', language: 'en' },
  gr: { email: 'info@boutique-eleni.gr', businessName: 'Μπουτίκ Ελένη', language: 'gr' },
};

/** The words a quote is built from, in the reader's language (descriptions come localised). */
const WORDS: Record<
  Language,
  { shirt: string; dress: string; labels: string; standard: string; express: string; note: string }
> = {
  en: {
    shirt: 'Linen shirt',
    dress: 'Cotton dress',
    labels: 'Woven labels',
    standard: 'Standard',
    express: 'Express',
    note: 'Prices include your woven labels.',
  },
  gr: {
    shirt: 'Λινό πουκάμισο',
    dress: 'Βαμβακερό φόρεμα',
    labels: 'Υφασμάτινες ετικέτες',
    standard: 'Κανονική',
    express: 'Ταχεία',
    note: 'Οι τιμές περιλαμβάνουν τις ετικέτες σας.',
  },
};

/** Two lines (the first 10 % off), one extra, two delivery options, 24 % VAT; totals by `quoteTotals`. */
function makeQuote(language: Language, version = 1): Quote {
  const words = WORDS[language];
  const input = {
    lines: [
      {
        description: words.shirt,
        quantity: 50,
        unitPriceCents: 1250,
        discountBasisPoints: 1000,
        discountCents: null,
      },
      {
        description: words.dress,
        quantity: 30,
        unitPriceCents: 2450,
        discountBasisPoints: null,
        discountCents: null,
      },
    ],
    extras: [{ label: words.labels, amountCents: 4000 }],
    deliveryOptions: [
      { label: words.standard, costCents: 8000, leadTimeDays: 14 },
      { label: words.express, costCents: 25000, leadTimeDays: 1 },
    ],
    vatRateBasisPoints: 2400,
  };
  const totals = quoteTotals(input);
  return {
    version,
    createdAt: '2026-11-20T09:00:00Z',
    createdBy: 'Maria Papadopoulou',
    lines: input.lines.map((line, i) => ({
      position: i + 1,
      ...line,
      grossCents: totals.lines[i]!.grossCents,
      discountTotalCents: totals.lines[i]!.discountCents,
      netCents: totals.lines[i]!.netCents,
    })),
    extras: input.extras,
    extrasCents: totals.extrasCents,
    goodsNetCents: totals.goodsNetCents,
    deliveryOptions: input.deliveryOptions.map((option, index) => ({
      index,
      ...option,
      ...totals.options[index]!,
    })),
    vatRateBasisPoints: 2400,
    validUntil: '2026-12-01',
    note: words.note,
    state: 'current',
  };
}

/** No template leaks anywhere. */
function expectClean(mail: MailMessage): void {
  for (const part of [mail.subject, mail.text]) {
    expect(part).not.toMatch(/undefined|NaN|\[object Object\]|\{\{|\}\}|\bnull\b|Invalid Date/);
  }
  expect(mail.subject.trim()).not.toBe('');
  expect(mail.text.trim()).not.toBe('');
}

/** Three Latin words in a row on a line (links and addresses taken out) make an English sentence. */
const LATIN_RUN = /[A-Za-z]+(?:[ \t,;:'’()]+[A-Za-z]+){2,}/;

const ENGLISH_WORDS = /\b(?:the|and|your|our|we|you|of|to|is|was|has|dear|regards|total|delivery)\b/i;

function expectGreek(mail: MailMessage): void {
  for (const part of [mail.subject, mail.text]) {
    expect(part).toMatch(/[\u0370-\u03ff]/u);
    const bare = part.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+/g, '');
    expect(bare).not.toMatch(LATIN_RUN);
    expect(bare).not.toMatch(ENGLISH_WORDS);
  }
}

function expectEnglish(mail: MailMessage): void {
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[\u0370-\u03ff]/u);
}

function expectInLanguage(mail: MailMessage, language: Language): void {
  expectClean(mail);
  if (language === 'gr') expectGreek(mail);
  else expectEnglish(mail);
}

describe('staffInviteMail', () => {
  it('sends the new staff member the one-time link, in English, valid 72 hours', () => {
    const link = 'https://shop.example.gr/office/set-password?token=abc123';
    const mail = staffInviteMail({ email: 'maria@wholesale.gr', name: 'Maria Papadopoulou' }, link);
    expect(mail.to).toBe('maria@wholesale.gr');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toMatch(/password/i);
    expect(mail.text).toContain('Maria Papadopoulou');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('72 hours');
    expectInLanguage(mail, 'en');
  });
});

describe('buyerApprovalMail', () => {
  it.each(['en', 'gr'] as const)(
    'tells the buyer (%s) the account is approved, with the catalogue',
    (language) => {
      const buyer = BUYERS[language];
      const mail = buyerApprovalMail(buyer, true, 'https://shop.example.gr/catalogue');
      expect(mail.to).toBe(buyer.email);
      expect(mail.text).toContain(buyer.businessName);
      expect(mail.text).toContain('https://shop.example.gr/catalogue');
      expect(mail.subject).toMatch(language === 'gr' ? /εγκρίθηκε/ : /approved/);
      expectInLanguage(mail, language);
    },
  );

  it.each(['en', 'gr'] as const)(
    'tells the buyer (%s) the account is rejected, with the reason',
    (language) => {
      const buyer = BUYERS[language];
      const reason = language === 'gr' ? 'Δεν βρήκαμε το ΑΦΜ σας.' : 'We could not verify your VAT number.';
      const mail = buyerApprovalMail(buyer, false, 'https://shop.example.gr/', reason);
      expect(mail.to).toBe(buyer.email);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain('https://shop.example.gr/');
      expectInLanguage(mail, language);
    },
  );

  it.each(['en', 'gr'] as const)('says no reason (%s) when none was given', (language) => {
    for (const reason of [undefined, '', '  ']) {
      const mail = buyerApprovalMail(BUYERS[language], false, 'https://shop.example.gr/', reason);
      expect(mail.text).not.toMatch(/Reason|Αιτιολογία/);
      expectInLanguage(mail, language);
    }
  });
});

describe('quoteSentMail', () => {
  it.each([
    ['en', ORDER],
    ['gr', ORDER],
    ['en', CUSTOM],
    ['gr', CUSTOM],
  ] as const)('sends (%s) the whole breakdown of the quote for %o', (language, request) => {
    const buyer = BUYERS[language];
    const quote = makeQuote(language, 2);
    const mail = quoteSentMail(buyer, request, quote, LINK);
    const price = (cents: number) => formatPrice(cents, language);

    expect(mail.to).toBe(buyer.email);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toContain(request.reference);
    expect(mail.subject).toContain('2');
    expect(mail.text).toContain(request.reference);
    expect(mail.text).toContain(buyer.businessName);

    // Each line with its unit price, the discount and what is left.
    for (const line of quote.lines) {
      expect(mail.text).toContain(line.description);
      expect(mail.text).toContain(`${line.quantity} × ${price(line.unitPriceCents)}`);
      expect(mail.text).toContain(price(line.netCents));
    }
    expect(quote.lines[0]!.discountTotalCents).toBe(6250);
    expect(mail.text).toContain(`−${price(6250)}`);
    expect(mail.text).toContain('10%');
    // The extra and the goods' subtotal.
    expect(mail.text).toContain(`${WORDS[language].labels}: ${price(4000)}`);
    expect(mail.text).toContain(price(quote.goodsNetCents));
    // Every delivery option: cost, lead time, net, VAT at the rate, gross.
    expect(quote.deliveryOptions).toHaveLength(2);
    for (const option of quote.deliveryOptions) {
      expect(mail.text).toContain(option.label);
      expect(mail.text).toContain(price(option.costCents));
      expect(mail.text).toContain(price(option.netCents));
      expect(mail.text).toContain(`24% ${price(option.vatCents)}`);
      expect(mail.text).toContain(price(option.grossCents));
    }
    expect(mail.text).toContain(language === 'gr' ? '14 ημέρες' : '14 days');
    expect(mail.text).toContain(language === 'gr' ? '1 ημέρα' : '1 day');
    expect(mail.text).toContain(formatDate('2026-12-01T12:00:00Z', language));
    expect(mail.text).toContain(WORDS[language].note);
    expect(mail.text).toContain(LINK);
    expectInLanguage(mail, language);
  });

  it('prints the figures as computed: 50 × €12.50 less 10 %, plus 30 × €24.50, €40 of extras, 24 % VAT', () => {
    const mail = quoteSentMail(BUYERS.en, ORDER, makeQuote('en'), LINK);
    // 625.00 − 62.50 = 562.50; + 735.00 + 40.00 = 1,337.50; + 80.00 = 1,417.50 + 340.20 = 1,757.70.
    expect(mail.text).toContain('€562.50');
    expect(mail.text).toContain('€1,337.50');
    expect(mail.text).toContain('Net €1,417.50 + VAT 24% €340.20 = Total €1,757.70');
    // + 250.00 = 1,587.50 + 381.00 = 1,968.50.
    expect(mail.text).toContain('Total €1,968.50');
    expect(mail.text).not.toMatch(/replaces/);
  });

  it.each([
    ['en', 'For: Rose Boutique, VAT number EL094014201'],
    ['gr', 'Πελάτης: Μπουτίκ Ελένη · ΑΦΜ EL094014201'],
  ] as const)('names (%s) the business with its VAT number once given', (language, line) => {
    const withVat = quoteSentMail(
      { ...BUYERS[language], vatNumber: '094014201' },
      ORDER,
      makeQuote(language),
      LINK,
    );
    expect(withVat.text).toContain(line);
    const without = quoteSentMail(BUYERS[language], ORDER, makeQuote(language), LINK);
    expect(without.text).not.toContain('EL094014201');
    expect(without.text).toContain(line.split(/,| ·/u)[0]);
  });

  it('prints Greek figures the Greek way', () => {
    const mail = quoteSentMail(BUYERS.gr, ORDER, makeQuote('gr'), LINK);
    expect(mail.text).toMatch(/1\.757,70\s€/u);
    expect(mail.text).toMatch(/1\.968,50\s€/u);
    expect(mail.text).toContain('ΦΠΑ 24%');
  });

  it.each(['en', 'gr'] as const)('leaves the note out (%s) when staff wrote none', (language) => {
    const mail = quoteSentMail(BUYERS[language], ORDER, { ...makeQuote(language), note: '' }, LINK);
    expect(mail.text).not.toMatch(/note from our team|Σημείωση/);
    expectInLanguage(mail, language);
  });
});

describe('buyerAnsweredMail', () => {
  const officeLink = 'https://shop.example.gr/office/orders/WS-2026-000001';

  it.each(['en', 'gr'] as const)(
    'tells the team in English that a (%s) buyer accepted, with the option and its gross',
    (language) => {
      const buyer = { ...BUYERS[language], businessName: 'Eleni Boutique' };
      const quote = makeQuote('en', 3);
      const deliveryOption: QuoteDeliveryOption = quote.deliveryOptions[1]!;
      const mail = buyerAnsweredMail(
        TEAM,
        buyer,
        ORDER,
        { action: 'accept_quote', note: '', quote, deliveryOption },
        officeLink,
      );
      expect(mail.to).toBe(TEAM);
      expect(mail.replyTo).toBe(buyer.email);
      expect(mail.subject).toContain(ORDER.reference);
      expect(mail.subject).toMatch(/accepted/);
      expect(mail.text).toContain('quote version 3');
      expect(mail.text).toContain('Express');
      expect(mail.text).toContain(formatPrice(deliveryOption.grossCents, 'en'));
      expect(mail.text).toContain('€1,968.50');
      expect(mail.text).toContain(officeLink);
      expectInLanguage(mail, 'en');
    },
  );

  it('passes on the changes the buyer asks for, in their own words', () => {
    const note = 'Μπορούμε να έχουμε 10 ακόμη πουκάμισα σε μέγεθος M;';
    const mail = buyerAnsweredMail(
      TEAM,
      BUYERS.gr,
      CUSTOM,
      { action: 'request_changes', note, quote: makeQuote('gr') },
      officeLink,
    );
    expect(mail.to).toBe(TEAM);
    expect(mail.replyTo).toBe(BUYERS.gr.email);
    expect(mail.subject).toContain(CUSTOM.reference);
    expect(mail.subject).toMatch(/changes/);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('custom-made request CR-2026-000042');
    expectClean(mail);
  });

  it.each([
    ['decline_quote', /declined/],
    ['cancel', /cancelled/],
  ] as const)('tells the team the buyer chose %s, with or without a reason', (action, words) => {
    const withReason = buyerAnsweredMail(
      TEAM,
      BUYERS.en,
      ORDER,
      { action, note: 'We found another supplier.' },
      officeLink,
    );
    expect(withReason.to).toBe(TEAM);
    expect(withReason.replyTo).toBe(BUYERS.en.email);
    expect(withReason.subject).toContain(ORDER.reference);
    expect(withReason.subject).toMatch(words);
    expect(withReason.text).toContain('We found another supplier.');
    expectInLanguage(withReason, 'en');

    const without = buyerAnsweredMail(TEAM, BUYERS.en, ORDER, { action, note: '' }, officeLink);
    expect(without.text).toContain('No reason given.');
    expectInLanguage(without, 'en');
  });
});

describe('statusChangedMail', () => {
  const ACTIONS = ['cancel', 'start_processing', 'mark_shipped', 'mark_delivered'] as const;
  const cases = (['en', 'gr'] as const).flatMap((language) =>
    ACTIONS.flatMap((action) => [ORDER, CUSTOM].map((request) => [language, action, request] as const)),
  );

  it.each(cases)('tells the buyer (%s) about %s of %o', (language, action, request) => {
    const buyer = BUYERS[language];
    const mail = statusChangedMail(
      buyer,
      request,
      {
        action,
        note:
          action === 'cancel' ? (language === 'gr' ? 'Το ύφασμα εξαντλήθηκε.' : 'The fabric ran out.') : '',
        carrier: action === 'mark_shipped' ? 'ACS' : null,
        trackingNumber: action === 'mark_shipped' ? '7012345678' : null,
      },
      LINK,
    );
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toContain(request.reference);
    expect(mail.text).toContain(LINK);
    if (action === 'cancel') {
      expect(mail.text).toContain(language === 'gr' ? 'Το ύφασμα εξαντλήθηκε.' : 'The fabric ran out.');
    }
    if (action === 'mark_shipped') {
      expect(mail.text).toContain('ACS');
      expect(mail.text).toContain('7012345678');
      expect(mail.text).toContain('https://www.acscourier.net/en/track-and-trace/?trackingNumber=7012345678');
    }
    expectInLanguage(mail, language);
  });

  it.each(['en', 'gr'] as const)(
    'ships (%s) without carrier or tracking number when none is known',
    (language) => {
      const mail = statusChangedMail(BUYERS[language], ORDER, { action: 'mark_shipped', note: '' }, LINK);
      expect(mail.text).not.toMatch(/Carrier|Tracking|μεταφοράς|παρακολούθησης/);
      expectInLanguage(mail, language);
    },
  );

  it.each(['en', 'gr'] as const)('passes on (%s) a note with the other changes', (language) => {
    const note = language === 'gr' ? 'Η παράδοση θα γίνει το πρωί.' : 'Delivery will be in the morning.';
    const mail = statusChangedMail(BUYERS[language], ORDER, { action: 'start_processing', note }, LINK);
    expect(mail.text).toContain(note);
    expectInLanguage(mail, language);
  });
});

describe('sampleStatusMail', () => {
  const samples: Record<Language, { productName: string; size: string }> = {
    en: { productName: 'Linen shirt', size: 'M' },
    gr: { productName: 'Λινό πουκάμισο', size: 'M' },
  };
  const cases = (['en', 'gr'] as const).flatMap((language) =>
    (['approve', 'decline', 'mark_shipped'] as const).map((action) => [language, action] as const),
  );

  it.each(cases)('tells the buyer (%s) about %s of the sample', (language, action) => {
    const buyer = BUYERS[language];
    const reason = language === 'gr' ? 'Το μέγεθος M έχει εξαντληθεί.' : 'Size M is out of stock.';
    const mail = sampleStatusMail(
      buyer,
      samples[language],
      {
        action,
        note: action === 'decline' ? reason : '',
        carrier: action === 'mark_shipped' ? 'ELTA Courier' : null,
        trackingNumber: action === 'mark_shipped' ? 'EC123456789GR' : null,
      },
      'https://shop.example.gr/account/samples',
    );
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toContain(samples[language].productName);
    expect(mail.text).toContain(samples[language].productName);
    expect(mail.text).toContain(language === 'gr' ? 'μέγεθος M' : 'size M');
    expect(mail.text).toContain('https://shop.example.gr/account/samples');
    if (action === 'decline') expect(mail.text).toContain(reason);
    if (action === 'mark_shipped') {
      expect(mail.text).toContain('ELTA Courier');
      expect(mail.text).toContain('EC123456789GR');
    }
    expectInLanguage(mail, language);
  });
});

describe('newMessageMail', () => {
  const message = {
    authorName: 'Maria Papadopoulou',
    body: 'The fabric swatches are attached.\nPlease choose one.',
    attachmentNames: ['swatches.pdf', 'colours.jpg'],
  };

  it.each(['en', 'gr'] as const)(
    'tells the buyer (%s) the team wrote, with the files and the link',
    (language) => {
      const body =
        language === 'gr' ? 'Σας επισυνάπτουμε τα δείγματα υφάσματος.\nΔιαλέξτε ένα.' : message.body;
      const mail = newMessageMail(
        { email: BUYERS[language].email, language, name: BUYERS[language].businessName },
        ORDER,
        { ...message, body },
        LINK,
        'buyer',
      );
      expect(mail.to).toBe(BUYERS[language].email);
      expect(mail.replyTo).toBeUndefined();
      expect(mail.subject).toContain(ORDER.reference);
      expect(mail.text).toContain(body);
      expect(mail.text).toContain('Maria Papadopoulou');
      expect(mail.text).toContain('- swatches.pdf');
      expect(mail.text).toContain('- colours.jpg');
      expect(mail.text).toContain(LINK);
      expectClean(mail);
      if (language === 'gr') {
        // The staff member's Latin name aside, the mail is Greek.
        expectGreek({ ...mail, text: mail.text.replace('Maria Papadopoulou', 'Μαρία') });
      } else {
        expectEnglish(mail);
      }
    },
  );

  it('tells the team in English what the buyer wrote, with no reply-to', () => {
    const body = 'Μπορείτε να στείλετε και σε μπλε χρώμα;';
    const mail = newMessageMail(
      { email: TEAM, language: 'gr', name: 'Shop team' },
      CUSTOM,
      { authorName: 'Μπουτίκ Ελένη', body, attachmentNames: ['logo.png'] },
      'https://shop.example.gr/office/custom-requests/CR-2026-000042',
      'team',
    );
    expect(mail.to).toBe(TEAM);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toContain(CUSTOM.reference);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain('wrote about custom-made request CR-2026-000042');
    expect(mail.text).toContain('- logo.png');
    expect(mail.text).toContain('https://shop.example.gr/office/custom-requests/CR-2026-000042');
    expectClean(mail);
  });

  it('leaves the file list out when there are none', () => {
    const mail = newMessageMail(
      { email: BUYERS.en.email, language: 'en', name: 'Rose Boutique' },
      ORDER,
      { ...message, attachmentNames: [] },
      LINK,
      'buyer',
    );
    expect(mail.text).not.toMatch(/Attached/);
    expectInLanguage(mail, 'en');
  });
});

describe('contactReplyMail', () => {
  it('answers the sender in Greek and English, quoting their message and signed by staff', () => {
    const original = {
      name: 'Eleni K.',
      email: 'eleni@example.gr',
      message: 'Do you ship to Cyprus?\n\nThank you',
      createdAt: '2026-11-22T10:00:00Z',
    };
    const mail = contactReplyMail(original, 'Yes, we ship to Cyprus within 10 days.', 'Maria Papadopoulou');
    expect(mail.to).toBe('eleni@example.gr');
    expect(mail.subject).toMatch(/[\u0370-\u03ff]/u);
    expect(mail.subject).toMatch(/Reply/);
    expect(mail.text).toMatch(/^Γεια σας \/ Hello Eleni K\.,/);
    const reply = mail.text.indexOf('Yes, we ship to Cyprus within 10 days.');
    const signature = mail.text.indexOf('Maria Papadopoulou');
    const quoted = mail.text.indexOf('> Do you ship to Cyprus?');
    expect(reply).toBeGreaterThan(0);
    expect(signature).toBeGreaterThan(reply);
    expect(quoted).toBeGreaterThan(signature);
    expect(mail.text).toContain('> Thank you');
    expect(mail.text).toContain(formatDate(original.createdAt, 'gr'));
    expect(mail.text).toContain(formatDate(original.createdAt, 'en'));
    expectClean(mail);
  });

  it('does without the date when it cannot be read', () => {
    const mail = contactReplyMail(
      { name: 'Nikos', email: 'nikos@example.gr', message: 'Hello', createdAt: '' },
      'Thank you for your message.',
      'Maria',
    );
    expect(mail.text).toContain('> Hello');
    expectClean(mail);
  });
});
