import { mountStandalone } from '@shop/platform';
import ForgotPasswordPage from './routes/ForgotPasswordPage.tsx';
import LoginPage from './routes/LoginPage.tsx';
import OrderDetailsPage from './routes/OrderDetailsPage.tsx';
import OrdersPage from './routes/OrdersPage.tsx';
import ProfilePage from './routes/ProfilePage.tsx';
import RegisterPage from './routes/RegisterPage.tsx';
import ResetPasswordPage from './routes/ResetPasswordPage.tsx';

// The remote on its own, for its team's development: `npm run dev -w account-mfe`.
await mountStandalone('account-mfe', [
  { path: '/login', href: '/login', Component: LoginPage },
  { path: '/register', href: '/register', Component: RegisterPage },
  { path: '/forgot-password', href: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', href: '/reset-password', Component: ResetPasswordPage },
  { path: '/profile', href: '/profile', Component: ProfilePage },
  { path: '/orders', href: '/orders', Component: OrdersPage },
  { path: '/orders/:reference', href: '/orders/WS-2026-000001', Component: OrderDetailsPage },
]);
