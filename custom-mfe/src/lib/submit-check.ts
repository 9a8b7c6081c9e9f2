import {
  type AddressField,
  type AddressFieldError,
  type CustomProductType,
  checkAddress,
  customRequestIssues,
  customRequestTotal,
  isDeliveryDateAcceptable,
  MIN_ORDER_PIECES,
  shopToday,
} from '@shop/contracts';
import { type CustomMadeDraft, ruleLines } from './draft.ts';

/** The first reason a submit cannot go ahead, in the spec's order. */
export type SubmitProblem =
  | { code: 'login_required' }
  | { code: 'no_items_selected' }
  | { code: 'minimum_order_not_met'; count: number; min: number; missing: number }
  | { code: 'fabric_required'; types: CustomProductType[] }
  | {
      code: 'delivery_address_required' | 'invalid_address';
      fields: Partial<Record<AddressField, AddressFieldError>>;
    }
  | { code: 'date_in_past' };

/** Pieces that count: selected lines only (a deselected type keeps its data but no longer counts). */
export function countedPieces(draft: CustomMadeDraft): number {
  return customRequestTotal(ruleLines(draft));
}

/** The submit button's state (spec §5): something selected, at least the minimum, not busy. */
export function canSubmit(draft: CustomMadeDraft, busy: boolean): boolean {
  return !busy && draft.lines.some((line) => line.selected) && countedPieces(draft) >= MIN_ORDER_PIECES;
}

/**
 * The browser's checks before anything is sent, in the spec's order (§4): signed in, minimum quantity,
 * then address; fabric and the date complete what the BFF would refuse. Null when the request may go.
 */
export function firstSubmitProblem(input: {
  signedIn: boolean;
  draft: CustomMadeDraft;
  today?: string;
}): SubmitProblem | null {
  if (!input.signedIn) return { code: 'login_required' };

  const address = checkAddress(input.draft.address);
  const issues = customRequestIssues({ lines: ruleLines(input.draft), hasDeliveryAddress: address.ok });
  for (const issue of issues) {
    switch (issue.code) {
      case 'no_items_selected':
      case 'minimum_order_not_met':
      case 'fabric_required':
        return issue;
      case 'delivery_address_required':
        if (!address.ok) {
          return {
            code: address.missing ? 'delivery_address_required' : 'invalid_address',
            fields: address.fields,
          };
        }
    }
  }

  const date = input.draft.preferredDeliveryDate;
  if (date && !isDeliveryDateAcceptable(date, input.today ?? shopToday())) return { code: 'date_in_past' };
  return null;
}
