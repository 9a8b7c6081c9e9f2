import type { Staff, TotpEnrolment } from '@shop/contracts';
import { sessionApi, useAppDispatch, useTranslation } from '@shop/platform';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { AuthenticatorSummary } from './AuthenticatorSummary.tsx';
import styles from './account.module.css';
import { CurrentCodeForm } from './CurrentCodeForm.tsx';
import { NewAuthenticatorStep } from './NewAuthenticatorStep.tsx';
import { SavedCodesStep } from './SavedCodesStep.tsx';

type Change = 'enrolled' | 'replaced' | 'removed';

/** Where the member is in the part: its summary, or one step of setting up, replacing or removing the app. */
type Flow =
  | { step: 'summary'; done: Change | null; back: boolean }
  | { step: 'verify'; purpose: 'replace' | 'remove' }
  | { step: 'setUp'; enrolment: TotpEnrolment; replacing: boolean }
  | { step: 'codes'; codes: string[]; replacing: boolean };

/**
 * The account's second factor: whether an authenticator app protects it, and the flows that set one up,
 * replace it or switch it off, one step at a time in place of the summary. Back at the summary, focus is on
 * the part's heading and the status line says what was done (the BFF mails the member too).
 */
export function SecondFactorSection({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refreshed = useRef<Promise<unknown>>(Promise.resolve());
  const [flow, setFlow] = useState<Flow>({ step: 'summary', done: null, back: false });

  useEffect(() => {
    if (flow.step === 'summary' && flow.back) heading.current?.focus();
  }, [flow]);

  /** `me` as the BFF now has it: after a change here, or when the page learns it changed elsewhere. */
  const refreshMe = () => {
    refreshed.current = dispatch(
      sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
  };
  const backToSummary = (done: Change | null = null) => setFlow({ step: 'summary', done, back: true });

  let content: ReactNode;
  switch (flow.step) {
    case 'summary':
      content = (
        <AuthenticatorSummary
          staff={staff}
          onSetUp={(enrolment) => setFlow({ step: 'setUp', enrolment, replacing: false })}
          onReplace={() => setFlow({ step: 'verify', purpose: 'replace' })}
          onRemove={() => setFlow({ step: 'verify', purpose: 'remove' })}
          onOutdated={refreshMe}
        />
      );
      break;
    case 'verify':
      content = (
        <CurrentCodeForm
          purpose={flow.purpose}
          onStarted={(enrolment) => setFlow({ step: 'setUp', enrolment, replacing: true })}
          onRemoved={() => backToSummary('removed')}
          onCancel={() => backToSummary()}
          onOutdated={refreshMe}
        />
      );
      break;
    case 'setUp':
      content = (
        <NewAuthenticatorStep
          enrolment={flow.enrolment}
          replacing={flow.replacing}
          onConfirmed={(codes) => {
            // The session has a new id and the account a new app: `me` is read at once, so the page is
            // right even if the member leaves without saying the codes are saved.
            refreshMe();
            setFlow({ step: 'codes', codes, replacing: flow.replacing });
          }}
          onCancel={() => backToSummary()}
        />
      );
      break;
    case 'codes':
      content = (
        <SavedCodesStep
          codes={flow.codes}
          onSaved={async () => {
            await refreshed.current;
            backToSummary(flow.replacing ? 'replaced' : 'enrolled');
          }}
        />
      );
      break;
  }

  const done = flow.step === 'summary' ? flow.done : null;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('account.secondFactor')}
      </h2>
      {/* Always in the page, so that what is put in it is announced. */}
      <div role="status" className={done ? styles.done : undefined}>
        {done ? <p>{t(`account.${done}`)}</p> : null}
      </div>
      {content}
    </section>
  );
}
