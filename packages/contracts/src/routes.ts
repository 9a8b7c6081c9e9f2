import type { RemoteName } from './remotes.ts';

/** A page served by a remote: the path, the remote that owns it and the module it exposes for it. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./ReadyToShip` (the remote's `src/exposes.ts` lists it). */
  module: string;
  /** Key in the shell's `titles` namespace for the document title. */
  title: string;
}

/**
 * Route ownership: which remote serves which path with which exposed module. A contract between the
 * shell (which mounts them) and each remote's team (whose contract test checks it exposes them).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/ready-to-ship', remote: 'catalog', module: './ReadyToShip', title: 'readyToShip' },
  { path: '/product/:id', remote: 'catalog', module: './ProductDetail', title: 'product' },
  { path: '/basket', remote: 'basket', module: './Basket', title: 'basket' },
  { path: '/quick-order', remote: 'basket', module: './QuickOrder', title: 'quickOrder' },
  { path: '/checkout-success', remote: 'basket', module: './CheckoutSuccess', title: 'checkoutSuccess' },
  { path: '/custom-made', remote: 'custom', module: './CustomMade', title: 'customMade' },
  { path: '/login', remote: 'account', module: './Login', title: 'login' },
  { path: '/register', remote: 'account', module: './Register', title: 'register' },
  { path: '/forgot-password', remote: 'account', module: './ForgotPassword', title: 'forgotPassword' },
  { path: '/reset-password', remote: 'account', module: './ResetPassword', title: 'resetPassword' },
  { path: '/profile', remote: 'account', module: './Profile', title: 'profile' },
  { path: '/orders', remote: 'account', module: './Orders', title: 'orders' },
  { path: '/orders/:reference', remote: 'account', module: './OrderDetails', title: 'orderDetails' },
  // The shop team's back office: staff sessions only (a buyer sees that it is not for them).
  { path: '/office', remote: 'office', module: './Inbox', title: 'officeInbox' },
  { path: '/office/login', remote: 'office', module: './StaffLogin', title: 'staffLogin' },
  { path: '/office/set-password', remote: 'office', module: './SetPassword', title: 'staffSetPassword' },
  {
    path: '/office/orders/:reference',
    remote: 'office',
    module: './OrderRequest',
    title: 'officeOrderRequest',
  },
  {
    path: '/office/custom-requests/:reference',
    remote: 'office',
    module: './CustomRequest',
    title: 'officeCustomRequest',
  },
  // The catalogue as the team manages it; `/office/products/new` opens the editor on a new product.
  { path: '/office/products', remote: 'office', module: './Products', title: 'officeProducts' },
  {
    path: '/office/products/import',
    remote: 'office',
    module: './ProductImport',
    title: 'officeProductImport',
  },
  { path: '/office/products/:id', remote: 'office', module: './ProductEditor', title: 'officeProductEditor' },
  // The member's own account: their details, setting up, replacing or removing their authenticator.
  { path: '/office/account', remote: 'office', module: './Account', title: 'officeAccount' },
];

/**
 * The remote route a path belongs to (`/product/7` → the `/product/:id` route), if any; case-insensitive
 * like the shell's router.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').toLowerCase().split('/');
  return REMOTE_ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) =>
        part.startsWith(':') ? (segments[i] ?? '') !== '' : part.toLowerCase() === segments[i],
      )
    );
  });
}
