import { formatPercent, formatPrice, type Language } from '@shop/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../office/mails.ts';
import { type QuotePdfData, quotePdfFilename, renderQuotePdf, type ShopIdentity } from './quote-pdf.ts';
import { type QuoteDocument, quoteView } from './quotes.ts';

/**
 * The quote PDF as a buyer reads it: its text (extracted with pdf.js) in English and in Greek, with the
 * figures exactly as the quote view computes and the shared formatters write them, and the font embedded.
 */

const SHOP: ShopIdentity = {
  name: 'Wholesale Fashion',
  email: 'info@wholesale-fashion.gr',
  phone: '+30 210 123 4567',
  place: 'Αθήνα, Ελλάδα',
  website: 'https://shop.test',
};

const DOCUMENT: QuoteDocument = {
  lines: [
    {
      position: 1,
      descriptions: { en: 'Linen wrap dress', gr: 'Λινό κρουαζέ φόρεμα' },
      quantity: 3,
      unitPriceCents: 123_456,
      discountBasisPoints: 1000,
      discountCents: null,
    },
    {
      position: 2,
      descriptions: { en: 'Cotton blouse', gr: 'Βαμβακερή μπλούζα' },
      quantity: 3,
      unitPriceCents: 2500,
      discountBasisPoints: null,
      discountCents: 750,
    },
  ],
  extras: [{ label: 'Brand labels', amountCents: 1500 }],
  deliveryOptions: [
    { label: 'Courier', costCents: 1200, leadTimeDays: 3 },
    { label: 'Pallet freight', costCents: 4500, leadTimeDays: 1 },
  ],
  vatRateBasisPoints: 2400,
  note: 'Η προσφορά περιλαμβάνει ράψιμο ετικετών.',
};

function data(language: Language, overrides: Partial<QuotePdfData> = {}): QuotePdfData {
  return {
    kind: 'order',
    reference: 'WS-2026-000042',
    quote: quoteView(
      DOCUMENT,
      {
        version: 2,
        createdAt: '2026-03-10T09:00:00Z',
        createdBy: 'Eleni Markou',
        validUntil: '2026-03-24',
        state: 'current',
      },
      language,
    ),
    buyer: {
      businessName: 'Μπουτίκ Ερμού Α.Ε.',
      businessAddress: { street: 'Ermou 25', city: 'Αθήνα', postalCode: '10563', country: 'Ελλάδα' },
      vatNumber: '123456783',
    },
    details: new Map([
      [1, { code: 'WF-1001', sizes: { M: 1, S: 2 } }],
      [2, { code: 'WF-1002', sizes: { L: 3 } }],
    ]),
    ...overrides,
  };
}

/** pdf.js reads a no-break space (Greek prices: `1.234,56 €`) as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  return { text, pages: totalPages };
}

describe.each([
  {
    language: 'en' as const,
    labels: [
      'Quote',
      'Order request WS-2026-000042',
      'Version 2',
      'VAT number: EL123456783',
      'Sizes: S × 2, M × 1',
    ],
    dates: ['Date: 10 March 2026', 'Valid until: 24 March 2026'],
  },
  {
    language: 'gr' as const,
    labels: [
      'Προσφορά',
      'Αίτημα παραγγελίας WS-2026-000042',
      'Έκδοση 2',
      'ΑΦΜ: EL123456783',
      'Μεγέθη: S × 2, M × 1',
      'Επιλογές αποστολής',
      'ΦΠΑ 24%',
      '1 ημέρα',
      '3 ημέρες',
    ],
    dates: ['Ημερομηνία: 10 Μαρτίου 2026', 'Ισχύει έως: 24 Μαρτίου 2026'],
  },
])('the quote PDF in $language', ({ language, labels, dates }) => {
  it('is a PDF with the shop, the buyer, the request and the labels in the language', async () => {
    const pdf = await renderQuotePdf(data(language), SHOP, language);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      SHOP.name,
      SHOP.email,
      SHOP.phone,
      SHOP.place,
      SHOP.website,
      'Μπουτίκ Ερμού Α.Ε.',
      'Ermou 25',
      '105 63 Αθήνα',
      'Ελλάδα',
      ...labels,
      ...dates,
      'WF-1001',
      'WF-1002',
      'L × 3',
      DOCUMENT.note,
    ]) {
      expect(text).toContain(expected);
    }
    expect(dates[1]).toContain(formatDay('2026-03-24', language));
  });

  it('shows every figure of the quote view, as the shared formatters write it', async () => {
    const { quote } = data(language);
    const { text } = await pdfText(await renderQuotePdf(data(language), SHOP, language));
    const price = (cents: number) => plain(formatPrice(cents, language));
    const [dress, blouse] = quote.lines;
    if (!dress || !blouse) throw new Error('two lines expected');
    expect(text).toContain(quote.lines[0]?.description);
    expect(text).toContain(language === 'gr' ? 'Βαμβακερή μπλούζα' : 'Cotton blouse');
    // 3 × €1,234.56 = €3,703.68, 10 % off (€370.37, halves up) = €3,333.31; 3 × €25 − €7.50 = €67.50.
    expect(dress.netCents).toBe(333_331);
    expect(blouse.netCents).toBe(6750);
    for (const cents of [
      dress.unitPriceCents,
      dress.discountTotalCents,
      dress.netCents,
      blouse.unitPriceCents,
      blouse.netCents,
      quote.extrasCents,
      quote.goodsNetCents,
    ]) {
      expect(text).toContain(price(cents));
    }
    expect(text).toContain(`−${price(750)}`);
    expect(text).toContain(formatPercent(1000, language));
    expect(quote.deliveryOptions).toHaveLength(2);
    for (const option of quote.deliveryOptions) {
      // One row per option: label, delivery cost, lead time, net, VAT, total.
      const row = text.split('\n').find((line) => line.includes(option.label));
      expect(row).toBeDefined();
      for (const cents of [option.costCents, option.netCents, option.vatCents, option.grossCents]) {
        expect(row).toContain(price(cents));
      }
    }
  });

  it('embeds its font (DejaVu Sans, a subset) rather than naming a standard one', async () => {
    const raw = (await renderQuotePdf(data(language), SHOP, language)).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toContain('Helvetica');
  });
});

describe('the quote PDF', () => {
  it('leaves out what the buyer has not given: no address, no VAT number line', async () => {
    const pdf = await renderQuotePdf(
      data('gr', { buyer: { businessName: 'Νέα Μπουτίκ', businessAddress: null, vatNumber: null } }),
      SHOP,
      'gr',
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain('Νέα Μπουτίκ');
    expect(text).not.toContain('ΑΦΜ');
    expect(text).not.toContain('EL123456783');
  });

  it('describes a custom-made line by its type and fabric, with its sizes', async () => {
    const doc: QuoteDocument = {
      ...DOCUMENT,
      lines: [
        {
          position: 1,
          descriptions: { en: 'Dress, cotton', gr: 'Φόρεμα, βαμβάκι' },
          quantity: 20,
          unitPriceCents: 1800,
          discountBasisPoints: null,
          discountCents: null,
        },
      ],
    };
    const meta = {
      version: 1,
      createdAt: '2026-03-10T09:00:00Z',
      createdBy: 'Sofia',
      validUntil: '2026-03-24',
      state: 'current' as const,
    };
    const pdf = await renderQuotePdf(
      data('gr', {
        kind: 'custom',
        reference: 'CR-2026-000007',
        quote: quoteView(doc, meta, 'gr'),
        details: new Map([[1, { code: null, sizes: { S: 10, M: 10 } }]]),
      }),
      SHOP,
      'gr',
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain('Αίτημα κατά παραγγελία CR-2026-000007');
    expect(text).toContain('Φόρεμα, βαμβάκι');
    expect(text).toContain('Μεγέθη: S × 10, M × 10');
    expect(text).toContain(plain(formatPrice(36_000, 'gr')));
  });

  it('runs on to more pages, each numbered, when the lines do not fit on one', async () => {
    const many: QuoteDocument = {
      ...DOCUMENT,
      lines: Array.from({ length: 40 }, (_, i) => ({
        position: i + 1,
        descriptions: { en: `Dress model ${i + 1}`, gr: `Φόρεμα σχέδιο ${i + 1}` },
        quantity: 5,
        unitPriceCents: 2000,
        discountBasisPoints: null,
        discountCents: null,
      })),
    };
    const base = data('en');
    const quote = quoteView(many, base.quote, 'en');
    const pdf = await renderQuotePdf({ ...base, quote, details: new Map() }, SHOP, 'en');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Dress model 40');
    // The table's head again at the top of the next page.
    expect(text.match(/Item Qty Unit price Discount Net/g)?.length).toBe(pages);
    expect(text).toContain(formatPrice(quote.goodsNetCents, 'en'));
  });

  it('is named after the request and the quote version', () => {
    expect(quotePdfFilename('WS-2026-000042', 3)).toBe('quote-WS-2026-000042-v3.pdf');
  });
});
