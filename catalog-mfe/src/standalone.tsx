import { mountStandalone } from '@shop/platform';
import ProductDetailPage from './routes/ProductDetailPage.tsx';
import ReadyToShipPage from './routes/ReadyToShipPage.tsx';

// The remote on its own, for its team's development: `npm run dev -w catalog-mfe`.
await mountStandalone('catalog-mfe', [
  { path: '/ready-to-ship', href: '/ready-to-ship', Component: ReadyToShipPage },
  { path: '/product/:id', href: '/product/1', Component: ProductDetailPage },
]);
