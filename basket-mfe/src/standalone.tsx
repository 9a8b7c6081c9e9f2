import { mountStandalone } from '@shop/platform';
import BasketPage from './routes/BasketPage.tsx';
import CheckoutSuccessPage from './routes/CheckoutSuccessPage.tsx';
import QuickOrderPage from './routes/QuickOrderPage.tsx';

// The remote on its own, for its team's development: `npm run dev -w basket-mfe`.
await mountStandalone('basket-mfe', [
  { path: '/basket', href: '/basket', Component: BasketPage },
  { path: '/checkout-success', href: '/checkout-success', Component: CheckoutSuccessPage },
  { path: '/quick-order', href: '/quick-order', Component: QuickOrderPage },
]);
