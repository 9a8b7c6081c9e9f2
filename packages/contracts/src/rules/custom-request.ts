import { type CustomProductType, type Fabric, MIN_ORDER_PIECES } from '../constants.ts';
import { checkMinimumOrder } from './minimum-order.ts';
import { type SizeQuantities, totalQuantity } from './quantities.ts';

/** A product-type line of the custom-made form, as the rules see it. */
export interface CustomRequestLineDraft {
  type: CustomProductType;
  selected: boolean;
  fabric?: Fabric | null;
  sizes: SizeQuantities;
}

/** Only selected lines count towards the custom-request quantity (spec §5). */
export function customRequestTotal(lines: readonly CustomRequestLineDraft[]): number {
  let total = 0;
  for (const line of lines) if (line.selected) total += totalQuantity(line.sizes);
  return total;
}

export type CustomRequestIssue =
  | { code: 'no_items_selected' }
  | { code: 'minimum_order_not_met'; count: number; min: number; missing: number }
  | { code: 'fabric_required'; types: CustomProductType[] }
  | { code: 'delivery_address_required' };

/**
 * Every problem of a custom-made request, in the order the form reports them (spec §4: minimum
 * quantity before address). Empty when the request may be submitted.
 */
export function customRequestIssues(input: {
  lines: readonly CustomRequestLineDraft[];
  hasDeliveryAddress: boolean;
  min?: number;
}): CustomRequestIssue[] {
  const issues: CustomRequestIssue[] = [];
  const selected = input.lines.filter((line) => line.selected);
  if (selected.length === 0) issues.push({ code: 'no_items_selected' });

  const minimum = checkMinimumOrder(customRequestTotal(input.lines), input.min ?? MIN_ORDER_PIECES);
  if (!minimum.met) {
    issues.push({
      code: 'minimum_order_not_met',
      count: minimum.count,
      min: minimum.min,
      missing: minimum.missing,
    });
  }

  const withoutFabric = selected.filter((line) => !line.fabric).map((line) => line.type);
  if (withoutFabric.length > 0) issues.push({ code: 'fabric_required', types: withoutFabric });

  if (!input.hasDeliveryAddress) issues.push({ code: 'delivery_address_required' });
  return issues;
}

/** One date format per time zone: making one costs far more than using it (≈ 4 % of an order submit). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (`YYYY-MM-DD`) in the shop's time zone, Athens. */
export function shopToday(now: Date = new Date(), timeZone = 'Europe/Athens'): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A preferred delivery date (`YYYY-MM-DD`) may be today or later, never in the past. */
export function isDeliveryDateAcceptable(date: string, today: string = shopToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(date) && !Number.isNaN(Date.parse(date)) && date >= today;
}

/** Multipart part name of the design file of a product type: `designFile.dress`, … */
export function designFilePart(type: CustomProductType): string {
  return `designFile.${type}`;
}
