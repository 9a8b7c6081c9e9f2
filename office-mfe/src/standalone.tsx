import { mountStandalone } from '@shop/platform';
import InboxPage from './routes/InboxPage.tsx';
import SetPasswordPage from './routes/SetPasswordPage.tsx';
import StaffLoginPage from './routes/StaffLoginPage.tsx';

// The remote on its own, for its team's development: `npm run dev -w office-mfe`.
await mountStandalone('office-mfe', [
  { path: '/office', href: '/office', Component: InboxPage },
  { path: '/office/login', href: '/office/login', Component: StaffLoginPage },
  { path: '/office/set-password', href: '/office/set-password', Component: SetPasswordPage },
]);
