/**
 * Every route of the spec's table, with the area that owns it and its English and Greek main heading;
 * `visitor` says where a visitor opening the bare path lands instead, and that page's heading.
 */
export const OWNED_ROUTES = [
  {
    path: '/',
    owner: 'shell',
    en: "Wholesale women's clothing, made in India",
    gr: 'Γυναικεία ρούχα χονδρικής',
  },
  { path: '/about', owner: 'shell', en: 'About us', gr: 'Σχετικά με εμάς' },
  { path: '/how-it-works', owner: 'shell', en: 'How it works', gr: 'Πώς λειτουργεί' },
  { path: '/contact', owner: 'shell', en: 'Contact us', gr: 'Επικοινωνήστε μαζί μας' },
  {
    path: '/ready-to-ship',
    owner: 'catalog',
    en: 'Ready-to-ship collection',
    gr: 'Συλλογή έτοιμη προς αποστολή',
  },
  // The product page's heading is the product's own (seeded) name.
  { path: '/product/1', owner: 'catalog', en: 'Red Tiered Maxi Dress', gr: 'Κόκκινο μάξι φόρεμα με βολάν' },
  {
    path: '/basket',
    owner: 'basket',
    en: 'Your basket',
    gr: 'Το καλάθι σας',
    // Buyers only: a visitor lands on the login page, with the way back.
    visitor: { url: '/login?returnTo=%2Fbasket', en: 'Log in' },
  },
  {
    path: '/quick-order',
    owner: 'basket',
    en: 'Quick order',
    gr: 'Γρήγορη παραγγελία',
    // Buyers only: a visitor lands on the login page, with the way back.
    visitor: { url: '/login?returnTo=%2Fquick-order', en: 'Log in' },
  },
  {
    path: '/checkout-success',
    owner: 'basket',
    en: 'Order request sent',
    gr: 'Το αίτημα παραγγελίας στάλθηκε',
    // Without an order reference there is nothing to confirm: home.
    visitor: { url: '/', en: "Wholesale women's clothing, made in India" },
  },
  {
    path: '/custom-made',
    owner: 'custom',
    en: 'Custom-made quote request',
    gr: 'Αίτημα προσφοράς κατά παραγγελία',
  },
  { path: '/login', owner: 'account', en: 'Log in', gr: 'Σύνδεση' },
  { path: '/register', owner: 'account', en: 'Create an account', gr: 'Δημιουργία λογαριασμού' },
  { path: '/forgot-password', owner: 'account', en: 'Forgot your password?', gr: 'Ξεχάσατε τον κωδικό σας;' },
  {
    path: '/profile',
    owner: 'account',
    en: 'Your profile',
    gr: 'Το προφίλ σας',
    // Buyers only: a visitor lands on the login page, with the way back.
    visitor: { url: '/login?returnTo=%2Fprofile', en: 'Log in' },
  },
  {
    path: '/orders',
    owner: 'account',
    en: 'My orders',
    gr: 'Οι παραγγελίες μου',
    visitor: { url: '/login?returnTo=%2Forders', en: 'Log in' },
  },
  {
    path: '/office',
    owner: 'office',
    en: 'Inbox',
    gr: 'Εισερχόμενα',
    // The shop team's: a visitor lands on the staff log-in (a buyer is told it is for the team).
    visitor: { url: '/office/login', en: 'Staff log in' },
  },
  { path: '/office/login', owner: 'office', en: 'Staff log in', gr: 'Σύνδεση ομάδας' },
  {
    path: '/office/set-password',
    owner: 'office',
    en: 'Set your password',
    gr: 'Ορισμός κωδικού πρόσβασης',
  },
] as const;

/** The tag of each area (`@catalog`, …): a journey over every route crosses them all. */
export const EVERY_AREA: string[] = [...new Set(OWNED_ROUTES.map((route) => `@${route.owner}`))];

/**
 * The areas a visit to a page crosses, as tags: the shell (its frame), the page's owner and, for a visitor
 * sent elsewhere (a buyer's page, the office), the owner of the page they land on.
 */
export function areasOf(path: string, owner: string, { asVisitor }: { asVisitor: boolean }): string[] {
  const areas = new Set(['@shell', `@${owner}`]);
  const route = OWNED_ROUTES.find((candidate) => candidate.path === path);
  if (asVisitor && route && 'visitor' in route) {
    const landing = new URL(route.visitor.url, 'http://shop').pathname;
    areas.add(`@${OWNED_ROUTES.find((candidate) => candidate.path === landing)?.owner ?? 'shell'}`);
  }
  return [...areas];
}
