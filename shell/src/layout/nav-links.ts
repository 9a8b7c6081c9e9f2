/** The top bar's links, shared by the desktop bar and the mobile menu so both always match. */
export interface NavLinkEntry {
  to: string;
  /** Key in the shell's namespace. */
  label: string;
}

/** Under the Shop menu. */
export const SHOP_LINKS: readonly NavLinkEntry[] = [
  { to: '/ready-to-ship', label: 'nav.readyToShip' },
  { to: '/custom-made', label: 'nav.customMade' },
];

export const PAGE_LINKS: readonly NavLinkEntry[] = [
  { to: '/how-it-works', label: 'nav.howItWorks' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

/** Is the visitor somewhere in the shop (a collection or a product), for the Shop button's highlight? */
export function isShopPath(pathname: string): boolean {
  return SHOP_LINKS.some((link) => pathname.startsWith(link.to)) || pathname.startsWith('/product/');
}
