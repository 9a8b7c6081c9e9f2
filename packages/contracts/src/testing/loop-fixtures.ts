import type { Quote, QuoteDeliveryOption, RequestEvent } from '../api/quotes.ts';

/**
 * Small answers of the order loop for frontend tests (`@shop/contracts/testing`): one quote version and the
 * history of a first quote answered with a change request. Tests override what they are about.
 */

export function deliveryOptionFixture(
  index: number,
  label: string,
  leadTimeDays: number,
): QuoteDeliveryOption {
  return { index, label, costCents: 0, leadTimeDays, netCents: 0, vatCents: 0, grossCents: 0 };
}

export function quoteFixture(changes: Partial<Quote> = {}): Quote {
  return {
    version: 1,
    createdAt: '2026-03-02T09:30:00.000Z',
    createdBy: 'Eleni Markou',
    lines: [],
    extras: [],
    extrasCents: 0,
    goodsNetCents: 0,
    deliveryOptions: [deliveryOptionFixture(0, 'Courier', 3)],
    vatRateBasisPoints: 2400,
    validUntil: '2026-03-16',
    note: '',
    state: 'current',
    ...changes,
  };
}

/** Version 1 sent by the team, then the buyer asked for changes (their words are in the thread). */
export const CHANGES_ASKED_HISTORY: RequestEvent[] = [
  {
    action: 'send_quote',
    from: 'submitted',
    status: 'quoted',
    by: { kind: 'staff', name: 'Eleni Markou' },
    note: '',
    quoteVersion: 1,
    at: '2026-03-02T09:30:00.000Z',
  },
  {
    action: 'request_changes',
    from: 'quoted',
    status: 'changes_requested',
    by: { kind: 'buyer', name: 'Boutique Kifisia' },
    note: '',
    at: '2026-03-03T09:30:00.000Z',
  },
];
