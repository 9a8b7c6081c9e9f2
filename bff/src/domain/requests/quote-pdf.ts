import { createRequire } from 'node:module';
import {
  type Address,
  formatGreekPostalCode,
  formatGreekVatNumber,
  formatPercent,
  formatPrice,
  INTL_LOCALE,
  type Language,
  positiveSizes,
  type Quote,
  type RequestKind,
  type SizeQuantities,
  shopToday,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import { findBuyerById } from '../../repositories/buyers.ts';
import { customLineDetails, orderLineDetails } from '../../repositories/request-lines.ts';
import { findLoopRow } from '../../repositories/request-rows.ts';
import { formatDay } from '../office/mails.ts';
import { readQuotes } from './quotes.ts';

/**
 * A quote version as an A4 PDF for the buyer to file or forward: the shop, the buyer (business name,
 * address, ΑΦΜ), the priced lines with their sizes, extras, each delivery option with its VAT and totals,
 * the validity date and the team's note, in the buyer's language. The figures are the quote view's
 * (`readQuotes`, totals by the contracts `quoteTotals`); nothing is computed here. Greek needs a font with
 * Greek glyphs: DejaVu Sans from the `dejavu-fonts-ttf` package, embedded (subset) in every document.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Who sends the quote, as the head of the document shows it. */
export interface ShopIdentity {
  name: string;
  email: string;
  phone: string;
  /** City and country, in the document's language. */
  place: string;
  website: string;
}

/** What a quote line is beyond its description: product code (order requests) and pieces per size. */
export interface QuoteLineDetail {
  code: string | null;
  sizes: SizeQuantities;
}

export interface QuotePdfData {
  kind: RequestKind;
  reference: string;
  quote: Quote;
  buyer: { businessName: string; businessAddress: Address | null; vatNumber: string | null };
  /** By the quote line's `position`. */
  details: ReadonlyMap<number, QuoteLineDetail>;
}

interface Labels {
  title: string;
  request: Record<RequestKind, string>;
  version: string;
  date: string;
  validUntil: string;
  customer: string;
  vatNumber: string;
  item: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  net: string;
  sizes: string;
  extras: string;
  subtotal: string;
  deliveryOptions: string;
  option: string;
  delivery: string;
  leadTime: string;
  netTotal: string;
  vat: string;
  total: string;
  days: (n: number) => string;
  note: string;
  terms: string;
  page: (n: number, of: number) => string;
}

const LABELS: Record<Language, Labels> = {
  en: {
    title: 'Quote',
    request: { order: 'Order request', custom: 'Custom-made request' },
    version: 'Version',
    date: 'Date',
    validUntil: 'Valid until',
    customer: 'Customer',
    vatNumber: 'VAT number',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    net: 'Net',
    sizes: 'Sizes',
    extras: 'Extras',
    subtotal: 'Subtotal (before delivery and VAT)',
    deliveryOptions: 'Delivery options',
    option: 'Option',
    delivery: 'Delivery',
    leadTime: 'Lead time',
    netTotal: 'Net',
    vat: 'VAT',
    total: 'Total',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    note: 'Note from our team',
    terms:
      'Prices in euros. VAT is charged on the net total of the delivery option you choose. To accept the quote, open your request on our website.',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  gr: {
    title: 'Προσφορά',
    request: { order: 'Αίτημα παραγγελίας', custom: 'Αίτημα κατά παραγγελία' },
    version: 'Έκδοση',
    date: 'Ημερομηνία',
    validUntil: 'Ισχύει έως',
    customer: 'Πελάτης',
    vatNumber: 'ΑΦΜ',
    item: 'Είδος',
    quantity: 'Τεμ.',
    unitPrice: 'Τιμή μονάδας',
    discount: 'Έκπτωση',
    net: 'Καθαρή αξία',
    sizes: 'Μεγέθη',
    extras: 'Επιπλέον χρεώσεις',
    subtotal: 'Υποσύνολο (χωρίς μεταφορικά και ΦΠΑ)',
    deliveryOptions: 'Επιλογές αποστολής',
    option: 'Επιλογή',
    delivery: 'Μεταφορικά',
    leadTime: 'Παράδοση σε',
    netTotal: 'Καθαρό ποσό',
    vat: 'ΦΠΑ',
    total: 'Σύνολο',
    days: (n) => `${n} ${n === 1 ? 'ημέρα' : 'ημέρες'}`,
    note: 'Σημείωση της ομάδας μας',
    terms:
      'Τιμές σε ευρώ. Ο ΦΠΑ υπολογίζεται στο καθαρό ποσό της επιλογής αποστολής που θα διαλέξετε. Για να αποδεχθείτε την προσφορά, ανοίξτε το αίτημά σας στον ιστότοπό μας.',
    page: (n, of) => `Σελίδα ${n} από ${of}`,
  },
};

const NOT_FOUND: Record<RequestKind, string> = {
  order: 'No order request with this reference.',
  custom: 'No custom-made request with this reference.',
};

/**
 * The data of a request's quote PDF: `version`, or the newest. 404 when the request is unknown (or, with
 * `buyerId`, another buyer's), has no quote yet or no such version.
 */
export async function quotePdfData(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  language: Language,
  options: { buyerId?: string; version?: number } = {},
): Promise<QuotePdfData> {
  const row = await findLoopRow(db, kind, reference, options.buyerId);
  if (!row) throw notFound(NOT_FOUND[kind]);
  const quotes = await readQuotes(db, row, language);
  const quote =
    options.version === undefined ? quotes.at(-1) : quotes.find((q) => q.version === options.version);
  if (!quote) {
    throw notFound(quotes.length === 0 ? 'This request has no quote yet.' : 'No quote with this version.');
  }
  const buyer = await findBuyerById(db, row.buyer_id);
  if (!buyer) throw new Error(`buyer ${row.buyer_id} of ${row.reference} not found`);
  return {
    kind,
    reference: row.reference,
    quote,
    buyer: {
      businessName: buyer.business_name,
      businessAddress: buyer.business_address ? (JSON.parse(buyer.business_address) as Address) : null,
      vatNumber: buyer.vat_number,
    },
    details: await lineDetails(db, kind, row.id),
  };
}

async function lineDetails(
  db: Kysely<Database>,
  kind: RequestKind,
  requestId: string,
): Promise<Map<number, QuoteLineDetail>> {
  if (kind === 'order') {
    const rows = await orderLineDetails(db, requestId);
    return new Map(
      rows.map((r) => [r.position, { code: r.code, sizes: JSON.parse(r.quantities) as SizeQuantities }]),
    );
  }
  const rows = await customLineDetails(db, requestId);
  return new Map(rows.map((r) => [r.position, { code: null, sizes: JSON.parse(r.sizes) as SizeQuantities }]));
}

/** `quote-WS-2026-000001-v2.pdf` */
export function quotePdfFilename(reference: string, version: number): string {
  return `quote-${reference}-v${version}.pdf`;
}

function addressLines(address: Address): string[] {
  return [address.street, `${formatGreekPostalCode(address.postalCode)} ${address.city}`, address.country];
}

/** `S × 2, M × 1`, in size order. */
function sizeList(sizes: SizeQuantities): string {
  return Object.entries(positiveSizes(sizes))
    .map(([size, n]) => `${size} × ${n}`)
    .join(', ');
}

// A4 in points, with 50 pt margins.
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 20;
const GREY = '#555555';
const RULE = '#bbbbbb';

interface Column {
  width: number;
  align: 'left' | 'right';
}

/**
 * The quote as an A4 PDF in `language`. pdfkit (with its font engine) is loaded at the first PDF, not with the
 * server: most processes never make one, and it was ≈ 2 MB of source alone in every BFF's heap (decision 0034).
 */
export async function renderQuotePdf(
  data: QuotePdfData,
  shop: ShopIdentity,
  language: Language,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = LABELS[language];
  const { quote } = data;
  const price = (cents: number) => formatPrice(cents, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: INTL_LOCALE[language],
    displayTitle: true,
    font: FONTS.regular,
    info: {
      Title: `${t.title} ${data.reference} (${t.version.toLowerCase()} ${quote.version})`,
      Author: shop.name,
      CreationDate: new Date(quote.createdAt),
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Starts a new page when `height` more points do not fit on this one (then `onNewPage`, e.g. a table head). */
  const room = (height: number, onNewPage?: () => void) => {
    if (doc.y + height <= BOTTOM) return;
    doc.addPage();
    onNewPage?.();
  };

  /** One row of cells at the current line; the row is as tall as its tallest cell. */
  const row = (
    columns: readonly Column[],
    cells: readonly string[],
    options: { font?: string; size?: number; onNewPage?: () => void } = {},
  ) => {
    const style = () => doc.font(options.font ?? 'regular').fontSize(options.size ?? 9);
    style();
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 6 }));
    const height = Math.max(...heights);
    room(height + 6, options.onNewPage);
    style();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i] ?? { width: 0, align: 'left' };
      doc.text(cell, x + 3, y, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };

  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 4;
  };

  const heading = (text: string) => {
    room(40);
    doc.moveDown(0.8).font('bold').fontSize(11).fillColor('black').text(text, MARGIN);
    doc.moveDown(0.3);
  };

  // Head: the shop on the left, the title and the quote's particulars on the right.
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(14)
    .text(shop.name, MARGIN, top, { width: WIDTH / 2 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(shop.place)
    .text(`${shop.email} · ${shop.phone}`)
    .text(shop.website);
  const shopBottom = doc.y;
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(20)
    .text(t.title, MARGIN + WIDTH / 2, top, { width: WIDTH / 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`${t.request[data.kind]} ${data.reference}`, { width: WIDTH / 2, align: 'right' })
    .text(`${t.version} ${quote.version}`, { width: WIDTH / 2, align: 'right' })
    .text(`${t.date}: ${formatDay(shopToday(new Date(quote.createdAt)), language)}`, {
      width: WIDTH / 2,
      align: 'right',
    })
    .text(`${t.validUntil}: ${formatDay(quote.validUntil, language)}`, { width: WIDTH / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(shopBottom, doc.y) + 18;

  // The buyer.
  doc.font('regular').fontSize(8).fillColor(GREY).text(t.customer.toLocaleUpperCase(INTL_LOCALE[language]));
  doc.fillColor('black').font('bold').fontSize(11).text(data.buyer.businessName);
  doc.font('regular').fontSize(9);
  if (data.buyer.businessAddress) doc.text(addressLines(data.buyer.businessAddress).join('\n'));
  if (data.buyer.vatNumber) doc.text(`${t.vatNumber}: ${formatGreekVatNumber(data.buyer.vatNumber)}`);
  doc.moveDown(1.2);

  // The lines.
  const lineColumns: Column[] = [
    { width: WIDTH - 290, align: 'left' },
    { width: 45, align: 'right' },
    { width: 80, align: 'right' },
    { width: 80, align: 'right' },
    { width: 85, align: 'right' },
  ];
  const lineHead = () => {
    row(lineColumns, [t.item, t.quantity, t.unitPrice, t.discount, t.net], { font: 'bold', size: 8.5 });
    rule();
  };
  lineHead();
  for (const line of quote.lines) {
    const detail = data.details.get(line.position);
    const sizes = detail ? sizeList(detail.sizes) : '';
    const about = [detail?.code, sizes && `${t.sizes}: ${sizes}`].filter(Boolean).join(' · ');
    const discount = [
      line.discountBasisPoints ? formatPercent(line.discountBasisPoints, language) : '',
      line.discountTotalCents > 0 ? `−${price(line.discountTotalCents)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    row(
      lineColumns,
      [
        about ? `${line.description}\n${about}` : line.description,
        String(line.quantity),
        price(line.unitPriceCents),
        discount || '—',
        price(line.netCents),
      ],
      { onNewPage: lineHead },
    );
  }
  rule();

  const amountColumns: Column[] = [
    { width: WIDTH - 85, align: 'left' },
    { width: 85, align: 'right' },
  ];
  if (quote.extras.length > 0) {
    row(amountColumns, [t.extras, ''], { font: 'bold' });
    for (const extra of quote.extras) row(amountColumns, [extra.label, price(extra.amountCents)]);
    rule();
  }
  row(amountColumns, [t.subtotal, price(quote.goodsNetCents)], { font: 'bold' });

  // Each delivery option with its totals: net + VAT = total.
  heading(t.deliveryOptions);
  const vat = formatPercent(quote.vatRateBasisPoints, language);
  const optionColumns: Column[] = [
    { width: WIDTH - 365, align: 'left' },
    { width: 70, align: 'right' },
    { width: 70, align: 'right' },
    { width: 75, align: 'right' },
    { width: 70, align: 'right' },
    { width: 80, align: 'right' },
  ];
  row(optionColumns, [t.option, t.delivery, t.leadTime, t.netTotal, `${t.vat} ${vat}`, t.total], {
    font: 'bold',
    size: 8.5,
  });
  rule();
  quote.deliveryOptions.forEach((option, i) => {
    row(optionColumns, [
      `${i + 1}. ${option.label}`,
      price(option.costCents),
      t.days(option.leadTimeDays),
      price(option.netCents),
      price(option.vatCents),
      price(option.grossCents),
    ]);
  });
  rule();

  if (quote.note.trim()) {
    heading(t.note);
    doc.font('regular').fontSize(9).text(quote.note.trim(), MARGIN, doc.y, { width: WIDTH });
  }

  room(40);
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor(GREY).text(t.terms, MARGIN, doc.y, { width: WIDTH });

  // Page numbers, once the number of pages is known.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(
        `${data.reference} · ${t.title} ${quote.version} · ${t.page(i + 1, pages.count)}`,
        MARGIN,
        BOTTOM + 8,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
