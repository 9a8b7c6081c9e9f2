import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { RecoveryCodeList } from '../second-factor/RecoveryCodeList.tsx';
import { StepHeading } from './StepHeading.tsx';

/** The new app's recovery codes, shown once; the page goes back to its summary once they are saved. */
export function SavedCodesStep({ codes, onSaved }: { codes: string[]; onSaved: () => Promise<void> }) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const saved = async () => {
    setBusy(true);
    await onSaved();
  };
  return (
    <>
      <StepHeading>{t('recovery.title')}</StepHeading>
      <p>{t('recovery.intro')}</p>
      <RecoveryCodeList codes={codes} Heading="h4" />
      <Button busy={busy} onClick={() => void saved()}>
        {t('recovery.saved')}
      </Button>
    </>
  );
}
