import { useMeQuery } from '@shop/platform';

/** A page the account menus link to, with its label's key in the shell's namespace. */
export interface AccountLink {
  to: string;
  label: string;
}

/** Who the top bar's account menus are for: a buyer's pages, a staff member's back office. */
export interface Account {
  kind: 'buyer' | 'staff';
  name: string;
  links: readonly AccountLink[];
}

const BUYER_LINKS: readonly AccountLink[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/orders', label: 'nav.orders' },
  { to: '/quick-order', label: 'nav.quickOrder' },
];

const STAFF_LINKS: readonly AccountLink[] = [{ to: '/office', label: 'nav.office' }];

/**
 * The logged-in account the session answer names, or null for a visitor (and while the first answer is on
 * its way). A staff member is not a buyer: no profile or orders of their own, the back office instead.
 */
export function useAccount(): Account | null {
  const { data } = useMeQuery();
  if (data?.buyer) return { kind: 'buyer', name: data.buyer.businessName, links: BUYER_LINKS };
  if (data?.staff) return { kind: 'staff', name: data.staff.name, links: STAFF_LINKS };
  return null;
}
