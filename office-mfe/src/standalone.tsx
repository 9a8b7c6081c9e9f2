import { mountStandalone } from '@shop/platform';
import AccountPage from './routes/AccountPage.tsx';
import InboxPage from './routes/InboxPage.tsx';
import ProductEditorPage from './routes/ProductEditorPage.tsx';
import ProductImportPage from './routes/ProductImportPage.tsx';
import ProductsPage from './routes/ProductsPage.tsx';
import SetPasswordPage from './routes/SetPasswordPage.tsx';
import StaffLoginPage from './routes/StaffLoginPage.tsx';

// The remote on its own, for its team's development: `npm run dev -w office-mfe`.
await mountStandalone('office-mfe', [
  { path: '/office', href: '/office', Component: InboxPage },
  { path: '/office/login', href: '/office/login', Component: StaffLoginPage },
  { path: '/office/set-password', href: '/office/set-password', Component: SetPasswordPage },
  { path: '/office/products', href: '/office/products', Component: ProductsPage },
  { path: '/office/products/import', href: '/office/products/import', Component: ProductImportPage },
  { path: '/office/products/:id', href: '/office/products/new', Component: ProductEditorPage },
  { path: '/office/account', href: '/office/account', Component: AccountPage },
]);
