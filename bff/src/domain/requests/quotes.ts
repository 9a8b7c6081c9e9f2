import {
  addDays,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  type FieldErrorCode,
  type Language,
  QUOTE_MAX_VALIDITY_DAYS,
  type Quote,
  type QuoteDraft,
  quoteTotals,
  type RequestKind,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidFields } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { insertQuoteRow, nextQuoteVersion, quoteRows } from '../../repositories/quotes.ts';
import { customLinesToQuote, orderLinesToQuote } from '../../repositories/request-lines.ts';
import type { Actor, LoopRow } from '../../repositories/request-rows.ts';

/** A quote as stored (`quotes.document`): what staff set, with each line's description in both languages. */
export interface QuoteDocument {
  lines: {
    position: number;
    descriptions: { en: string; gr: string };
    quantity: number;
    unitPriceCents: number;
    discountBasisPoints: number | null;
    discountCents: number | null;
  }[];
  extras: { label: string; amountCents: number }[];
  deliveryOptions: { label: string; costCents: number; leadTimeDays: number }[];
  vatRateBasisPoints: number;
  note: string;
}

/** A line of the request as a quote prices it. */
export interface QuotableLine {
  position: number;
  descriptions: { en: string; gr: string };
  quantity: number;
  /** The order's price snapshot; null for custom-made lines (staff enter it). */
  snapshotCents: number | null;
}

const CUSTOM_TYPES: Record<string, { en: string; gr: string }> = {
  dress: { en: 'Dress', gr: 'Φόρεμα' },
  blouse: { en: 'Blouse', gr: 'Μπλούζα' },
  trousers: { en: 'Trousers', gr: 'Παντελόνι' },
  shorts: { en: 'Shorts', gr: 'Σορτς' },
  other: { en: 'Other', gr: 'Άλλο' },
};
const FABRICS: Record<string, { en: string; gr: string }> = {
  cotton: { en: 'cotton', gr: 'βαμβάκι' },
  polyester: { en: 'polyester', gr: 'πολυεστέρας' },
  mixed: { en: 'mixed fabric', gr: 'μικτό ύφασμα' },
};

/** The lines a quote of this request must price, in the request's order. */
export async function quotableLines(
  db: Kysely<Database>,
  kind: RequestKind,
  requestId: string,
): Promise<QuotableLine[]> {
  if (kind === 'order') {
    const rows = await orderLinesToQuote(db, requestId);
    return rows.map((row) => ({
      position: row.position,
      descriptions: { en: row.name_en, gr: row.name_gr || row.name_en },
      quantity: row.total_quantity,
      snapshotCents: row.unit_price_cents,
    }));
  }
  const rows = await customLinesToQuote(db, requestId);
  return rows.map((row) => {
    const type = CUSTOM_TYPES[row.type] ?? { en: row.type, gr: row.type };
    const fabric = FABRICS[row.fabric] ?? { en: row.fabric, gr: row.fabric };
    return {
      position: row.position,
      descriptions: { en: `${type.en}, ${fabric.en}`, gr: `${type.gr}, ${fabric.gr}` },
      quantity: row.total_quantity,
      snapshotCents: null,
    };
  });
}

/**
 * Checks a draft against the request's lines and the calendar and makes the document to store: every line
 * priced exactly once, one kind of discount per line and never more than the line, a validity date not in
 * the past. Field errors name the offending part (`lines.2.discountCents`).
 */
export function quoteDocument(
  draft: QuoteDraft,
  lines: readonly QuotableLine[],
  defaults: { vatRateBasisPoints: number; today: string },
): { document: QuoteDocument; validUntil: string } {
  const fields: Record<string, FieldErrorCode> = {};
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  const documentLines: QuoteDocument['lines'] = [];
  draft.lines.forEach((line, index) => {
    const known = byPosition.get(line.position);
    if (!known) {
      fields[`lines.${index}.position`] = 'invalid_value';
      return;
    }
    if (seen.has(line.position)) {
      fields[`lines.${index}.position`] = 'duplicate_value';
      return;
    }
    seen.add(line.position);
    if (line.discountBasisPoints !== undefined && line.discountCents !== undefined) {
      fields[`lines.${index}.discountCents`] = 'invalid_value';
    }
    if (line.discountCents !== undefined && line.discountCents > known.quantity * line.unitPriceCents) {
      fields[`lines.${index}.discountCents`] = 'out_of_range';
    }
    documentLines.push({
      position: line.position,
      descriptions: known.descriptions,
      quantity: known.quantity,
      unitPriceCents: line.unitPriceCents,
      discountBasisPoints: line.discountBasisPoints ?? null,
      discountCents: line.discountCents ?? null,
    });
  });
  if (seen.size !== lines.length && !Object.keys(fields).some((k) => k.startsWith('lines.'))) {
    fields.lines = 'required';
  }
  const validUntil = draft.validUntil ?? addDays(defaults.today, DEFAULT_QUOTE_VALIDITY_DAYS);
  if (validUntil < defaults.today) fields.validUntil = 'date_in_past';
  else if (validUntil > addDays(defaults.today, QUOTE_MAX_VALIDITY_DAYS)) fields.validUntil = 'date_too_far';
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  documentLines.sort((a, b) => a.position - b.position);
  return {
    validUntil,
    document: {
      lines: documentLines,
      extras: (draft.extras ?? []).map((extra) => ({
        label: extra.label.trim(),
        amountCents: extra.amountCents,
      })),
      deliveryOptions: draft.deliveryOptions.map((option) => ({
        label: option.label.trim(),
        costCents: option.costCents,
        leadTimeDays: option.leadTimeDays,
      })),
      vatRateBasisPoints: draft.vatRateBasisPoints ?? defaults.vatRateBasisPoints,
      note: draft.note?.trim() ?? '',
    },
  };
}

/** Stores the next version of a request's quote; returns its number. Call inside the request's transaction. */
export async function insertQuote(
  db: Kysely<Database>,
  kind: RequestKind,
  requestId: string,
  quote: { document: QuoteDocument; validUntil: string },
  staff: Actor,
): Promise<number> {
  const version = await nextQuoteVersion(db, requestId);
  await insertQuoteRow(db, {
    request_id: requestId,
    version,
    kind,
    document: JSON.stringify(quote.document),
    valid_until: quote.validUntil,
    created_by: staff.id,
    created_by_name: staff.name,
    created_at: nowIso(),
  });
  return version;
}

/** How a stored (or drafted) quote reads: its totals, and each line described in `language`. */
export function quoteView(
  doc: QuoteDocument,
  meta: Pick<Quote, 'version' | 'createdAt' | 'createdBy' | 'validUntil' | 'state'>,
  language: Language,
): Quote {
  const totals = quoteTotals(doc);
  return {
    version: meta.version,
    createdAt: meta.createdAt,
    createdBy: meta.createdBy,
    lines: doc.lines.map((line, index) => {
      const t = totals.lines[index] ?? { grossCents: 0, discountCents: 0, netCents: 0 };
      return {
        position: line.position,
        description: line.descriptions[language] || line.descriptions.en,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountBasisPoints: line.discountBasisPoints,
        discountCents: line.discountCents,
        grossCents: t.grossCents,
        discountTotalCents: t.discountCents,
        netCents: t.netCents,
      };
    }),
    extras: doc.extras,
    extrasCents: totals.extrasCents,
    goodsNetCents: totals.goodsNetCents,
    deliveryOptions: doc.deliveryOptions.map((option, index) => {
      const t = totals.options[index] ?? { netCents: 0, vatCents: 0, grossCents: 0 };
      return { index, ...option, ...t };
    }),
    vatRateBasisPoints: doc.vatRateBasisPoints,
    validUntil: meta.validUntil,
    note: doc.note,
    state: meta.state,
  };
}

/** Quote versions of a request with their totals, oldest first, lines described in `language`. */
export async function readQuotes(
  db: Kysely<Database>,
  row: Pick<LoopRow, 'id' | 'accepted_quote_version' | 'status'>,
  language: Language,
): Promise<Quote[]> {
  const rows = await quoteRows(db, row.id);
  const latest = rows.at(-1)?.version;
  return rows.map((stored) =>
    quoteView(
      JSON.parse(stored.document) as QuoteDocument,
      {
        version: stored.version,
        createdAt: stored.created_at,
        createdBy: stored.created_by_name,
        validUntil: stored.valid_until,
        state:
          row.accepted_quote_version === stored.version
            ? 'accepted'
            : stored.version !== latest
              ? 'superseded'
              : row.status === 'changes_requested'
                ? 'changes_requested'
                : 'current',
      },
      language,
    ),
  );
}
