import { mountStandalone } from '@shop/platform';
import InboxPage from './inbox/InboxPage.tsx';
import AccountPage from './login/AccountPage.tsx';
import SetPasswordPage from './login/SetPasswordPage.tsx';
import StaffLoginPage from './login/StaffLoginPage.tsx';
import ProductEditorPage from './products/ProductEditorPage.tsx';
import ProductImportPage from './products/ProductImportPage.tsx';
import ProductsPage from './products/ProductsPage.tsx';

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
