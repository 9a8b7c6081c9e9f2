import {
  BUYER_APPROVALS,
  CONTACT_STATUSES,
  OPEN_CONTACT_STATUSES,
  OPEN_REQUEST_STATUSES,
  OPEN_SAMPLE_STATUSES,
  ORDER_STATUSES,
  SAMPLE_STATUSES,
} from '@shop/contracts';

/**
 * The inbox's lists, named as their `tab` in the URL and (but the last) their API paths (`/api/office/<list>`).
 * The last, the products running low (`/api/office/stock/low`), has no statuses and no filters.
 */
export const LISTS = [
  'orders',
  'custom-requests',
  'samples',
  'contact-messages',
  'buyers',
  'low-stock',
] as const;
export type ListName = (typeof LISTS)[number];
/** The lists filtered by status, dates, buyer and search: every one but the low stock. */
export type FilteredList = Exclude<ListName, 'low-stock'>;

export const isFilteredList = (list: ListName): list is FilteredList => list !== 'low-stock';

/** The list shown when the URL names none. */
export const DEFAULT_LIST: ListName = 'orders';

/** Every status a list can filter by, in the order the lifecycle goes. */
export const STATUSES: Record<ListName, readonly string[]> = {
  orders: ORDER_STATUSES,
  'custom-requests': ORDER_STATUSES,
  samples: SAMPLE_STATUSES,
  'contact-messages': CONTACT_STATUSES,
  buyers: BUYER_APPROVALS,
  'low-stock': [],
};

/** The statuses that still need the team: what the inbox counts as waiting. */
export const OPEN_STATUSES: Record<ListName, readonly string[]> = {
  orders: OPEN_REQUEST_STATUSES,
  'custom-requests': OPEN_REQUEST_STATUSES,
  samples: OPEN_SAMPLE_STATUSES,
  'contact-messages': OPEN_CONTACT_STATUSES,
  buyers: ['pending'],
  'low-stock': [],
};

/** The key of each list in the inbox's counts (`GET /api/office/inbox`). */
export const COUNTS_KEY = {
  orders: 'orders',
  'custom-requests': 'customRequests',
  samples: 'samples',
  'contact-messages': 'contactMessages',
  buyers: 'buyers',
} as const satisfies Record<FilteredList, string>;

/** A list opened without a status filter shows this one: the buyers tab is the buyers to approve. */
const DEFAULT_STATUS: Partial<Record<ListName, string>> = { buyers: 'pending' };

/** The `status` value (in the URL and the filter's select) that lifts a list's default filter. */
export const ANY_STATUS = 'all';

/** What a list is filtered by, as the API takes it. */
export interface ListFilters {
  status?: string;
  buyer?: string;
  from?: string;
  to?: string;
  q?: string;
}

export interface InboxView {
  list: ListName;
  filters: ListFilters;
}

/** A view of a list that takes filters. */
export interface FilteredView extends InboxView {
  list: FilteredList;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100;

export function isListName(value: string | null): value is ListName {
  return (LISTS as readonly (string | null)[]).includes(value);
}

/** A calendar day as `<input type="date">` gives it, and a real one (no 31 February). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, MAX_TEXT);
  return trimmed ? trimmed : undefined;
}

/**
 * The list and filters a URL asks for. What the URL gets wrong (an unknown list, a status of another list, a
 * date that is not one) is left out rather than sent to the BFF, which would refuse the whole request.
 */
export function readInboxParams(params: URLSearchParams): InboxView {
  const named = params.get('tab');
  const list = isListName(named) ? named : DEFAULT_LIST;
  const filters: ListFilters = {};
  if (!isFilteredList(list)) return { list, filters };
  const status = params.get('status');
  if (status !== null && STATUSES[list].includes(status)) filters.status = status;
  else if (status !== ANY_STATUS && DEFAULT_STATUS[list]) filters.status = DEFAULT_STATUS[list];
  const buyer = text(params.get('buyer'));
  if (buyer) filters.buyer = buyer;
  const from = params.get('from');
  if (from && isDay(from)) filters.from = from;
  const to = params.get('to');
  if (to && isDay(to)) filters.to = to;
  const q = text(params.get('q'));
  if (q) filters.q = q;
  return { list, filters };
}

/** The URL's search params for a list and its filters: the default list and default status are left out. */
export function writeInboxParams({ list, filters }: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (list !== DEFAULT_LIST) params.set('tab', list);
  const fallback = DEFAULT_STATUS[list];
  if (filters.status && filters.status !== fallback) params.set('status', filters.status);
  else if (!filters.status && fallback) params.set('status', ANY_STATUS);
  for (const name of ['buyer', 'from', 'to', 'q'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The filter select's value for a list's filters: a status, or ANY_STATUS. */
export function statusChoice(filters: ListFilters): string {
  return filters.status ?? ANY_STATUS;
}

/** The API query string of one page of a list. */
export function listQueryString(
  filters: ListFilters,
  cursor: string | null,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
