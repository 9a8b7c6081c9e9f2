import type { OrderStatus } from '../constants.ts';

/**
 * The order loop of spec §1 as one table: the BFF enforces it, the UIs read it to offer only the actions
 * that are possible. Order requests and custom-made requests share it.
 *
 * submitted → quoted → confirmed → processing → shipped → delivered; quoted → changes_requested → quoted
 * (a new quote version; staff may also send a new version while quoted); submitted | quoted |
 * changes_requested → cancelled (staff with a reason, or the buyer before confirming); confirmed | processing →
 * cancelled (staff only, with a reason: the accepted quote's reserved stock goes back).
 */
/** The two kinds of request that run the order loop: order requests (`WS-…`) and custom-made ones (`CR-…`). */
export const REQUEST_KINDS = ['order', 'custom'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Each kind's segment of the API's paths: `/api/orders/WS-…`, `/api/office/custom-requests/CR-…`. */
export const REQUEST_KIND_PATH: Record<RequestKind, 'orders' | 'custom-requests'> = {
  order: 'orders',
  custom: 'custom-requests',
};

export const ACTORS = ['buyer', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];

export const REQUEST_ACTIONS = [
  'send_quote',
  'accept_quote',
  'request_changes',
  'decline_quote',
  'cancel',
  'start_processing',
  'mark_shipped',
  'mark_delivered',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export interface Transition<Status extends string, Action extends string> {
  action: Action;
  from: readonly Status[];
  to: Status;
  by: Actor;
  /** The change must carry a note (a reason, a message). */
  noteRequired?: boolean;
}

export const REQUEST_TRANSITIONS: readonly Transition<OrderStatus, RequestAction>[] = [
  { action: 'send_quote', from: ['submitted', 'quoted', 'changes_requested'], to: 'quoted', by: 'staff' },
  { action: 'accept_quote', from: ['quoted'], to: 'confirmed', by: 'buyer' },
  { action: 'request_changes', from: ['quoted'], to: 'changes_requested', by: 'buyer', noteRequired: true },
  { action: 'decline_quote', from: ['quoted'], to: 'cancelled', by: 'buyer' },
  {
    action: 'cancel',
    from: ['submitted', 'quoted', 'changes_requested'],
    to: 'cancelled',
    by: 'staff',
    noteRequired: true,
  },
  {
    // After confirming, only the team cancels (a buyer who cannot pay, pieces that cannot be made): what the
    // accepted quote reserved goes back to the stock.
    action: 'cancel',
    from: ['confirmed', 'processing'],
    to: 'cancelled',
    by: 'staff',
    noteRequired: true,
  },
  { action: 'cancel', from: ['submitted', 'quoted', 'changes_requested'], to: 'cancelled', by: 'buyer' },
  { action: 'start_processing', from: ['confirmed'], to: 'processing', by: 'staff' },
  { action: 'mark_shipped', from: ['processing'], to: 'shipped', by: 'staff' },
  { action: 'mark_delivered', from: ['shipped'], to: 'delivered', by: 'staff' },
];

export const SAMPLE_STATUSES = ['requested', 'approved', 'declined', 'shipped'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_ACTIONS = ['approve', 'decline', 'mark_shipped'] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

export const SAMPLE_TRANSITIONS: readonly Transition<SampleStatus, SampleAction>[] = [
  { action: 'approve', from: ['requested'], to: 'approved', by: 'staff' },
  { action: 'decline', from: ['requested'], to: 'declined', by: 'staff', noteRequired: true },
  { action: 'mark_shipped', from: ['approved'], to: 'shipped', by: 'staff' },
];

export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const BUYER_APPROVALS = ['approved', 'pending', 'rejected'] as const;
export type BuyerApproval = (typeof BUYER_APPROVALS)[number];

function findTransition<S extends string, A extends string>(
  table: readonly Transition<S, A>[],
  status: S,
  action: A,
  actor: Actor,
): Transition<S, A> | undefined {
  return table.find((t) => t.action === action && t.by === actor && t.from.includes(status));
}

/** The status an action leads to, or null when the actor may not take it from this status. */
export function nextRequestStatus(
  status: OrderStatus,
  action: RequestAction,
  actor: Actor,
): OrderStatus | null {
  return findTransition(REQUEST_TRANSITIONS, status, action, actor)?.to ?? null;
}

/** The actions an actor may take on a request in this status, in the table's order. */
export function requestActions(status: OrderStatus, actor: Actor): RequestAction[] {
  return REQUEST_TRANSITIONS.filter((t) => t.by === actor && t.from.includes(status)).map((t) => t.action);
}

export function requestNoteRequired(status: OrderStatus, action: RequestAction, actor: Actor): boolean {
  return findTransition(REQUEST_TRANSITIONS, status, action, actor)?.noteRequired === true;
}

export function nextSampleStatus(status: SampleStatus, action: SampleAction): SampleStatus | null {
  return findTransition(SAMPLE_TRANSITIONS, status, action, 'staff')?.to ?? null;
}

export function sampleActions(status: SampleStatus): SampleAction[] {
  return SAMPLE_TRANSITIONS.filter((t) => t.from.includes(status)).map((t) => t.action);
}

export function sampleNoteRequired(status: SampleStatus, action: SampleAction): boolean {
  return findTransition(SAMPLE_TRANSITIONS, status, action, 'staff')?.noteRequired === true;
}

/** A quote can be accepted up to and including its validity date (the shop's calendar day). */
export function quoteStillValid(validUntil: string, today: string): boolean {
  return today <= validUntil;
}

/** Statuses a request can still leave: the work the office's inbox counts. */
export const OPEN_REQUEST_STATUSES: readonly OrderStatus[] = [
  ...new Set(REQUEST_TRANSITIONS.flatMap((t) => t.from)),
];
export const OPEN_SAMPLE_STATUSES: readonly SampleStatus[] = [
  ...new Set(SAMPLE_TRANSITIONS.flatMap((t) => t.from)),
];
/** Contact messages the team may still answer or close. */
export const OPEN_CONTACT_STATUSES: readonly ContactStatus[] = ['open', 'answered'];
