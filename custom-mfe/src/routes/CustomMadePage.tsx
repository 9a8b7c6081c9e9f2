import type { CustomRequest } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Benefits } from '../components/Benefits.tsx';
import { CustomMadeForm } from '../components/CustomMadeForm.tsx';
import { CustomMadeHero } from '../components/CustomMadeHero.tsx';
import { RecentRequests } from '../components/RecentRequests.tsx';
import { RequestConfirmation } from '../components/RequestConfirmation.tsx';
import styles from './CustomMadePage.module.css';

/** /custom-made: the quote form, then the confirmation of what the shop received. */
export default function CustomMadePage() {
  const [submitted, setSubmitted] = useState<CustomRequest | null>(null);
  // A new key gives a fresh, empty form after "start another request".
  const [formKey, setFormKey] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);

  // Back from a confirmation to a fresh form: focus goes to its heading, not to the top of the page.
  useEffect(() => {
    if (formKey > 0 && !submitted) formHeading.current?.focus();
  }, [formKey, submitted]);

  if (submitted) {
    return (
      <div className={styles.page}>
        <CustomMadeHero />
        <RequestConfirmation
          request={submitted}
          onNewRequest={() => {
            setSubmitted(null);
            setFormKey((key) => key + 1);
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <CustomMadeHero
        onStart={() => {
          formHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          formHeading.current?.focus({ preventScroll: true });
        }}
      />
      <Benefits />
      <CustomMadeForm key={formKey} onSubmitted={setSubmitted} headingRef={formHeading} />
      <RecentRequests />
    </div>
  );
}
