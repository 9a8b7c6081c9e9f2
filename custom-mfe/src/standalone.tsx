import { mountStandalone } from '@shop/platform';
import CustomMadePage from './routes/CustomMadePage.tsx';

// The remote on its own, for its team's development: `npm run dev -w custom-mfe`.
await mountStandalone('custom-mfe', [
  { path: '/custom-made', href: '/custom-made', Component: CustomMadePage },
]);
