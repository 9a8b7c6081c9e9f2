import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../components/LoadingStatus.tsx';

const ContactForm = lazy(() => import('./ContactForm.tsx').then((m) => ({ default: m.ContactForm })));

/** The contact form, its code loaded only on the pages that show it (the home page's last section). */
export function LazyContactForm() {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <ContactForm />
    </Suspense>
  );
}
