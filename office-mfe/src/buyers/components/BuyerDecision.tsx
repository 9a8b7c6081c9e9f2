import type { OfficeBuyer } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import formStyles from '@shop/ui/form.module.css';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { ActionFailure } from '../../shared/components/ActionFailure.tsx';
import { TextAreaField } from '../../shared/components/fields.tsx';
import items from '../../shared/components/items.module.css';
import { useItemAction } from '../../shared/hooks/use-item-action.ts';
import { useOfficeDecideOnBuyerMutation } from '../api/buyer-decisions.ts';

const noChecks = () => ({});

/** A pending account: approve at once, or reject with an optional reason (in a dialog). */
export function BuyerDecision({ buyer, rowFocusId }: { buyer: OfficeBuyer; rowFocusId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [decide, { isLoading }] = useOfficeDecideOnBuyerMutation();
  const { failure, run, clearFailure } = useItemAction();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm({ reason: '' }, noChecks);

  const approve = () =>
    run(() => decide({ id: buyer.id, decision: 'approve' }).unwrap(), t('buyers.approved'), rowFocusId);
  const close = () => {
    clearFailure();
    setRejecting(false);
  };
  const onReject = async (event: FormEvent) => {
    event.preventDefault();
    const reason = form.values.reason.trim();
    const done = await run(
      () => decide({ id: buyer.id, decision: 'reject', reason: reason || undefined }).unwrap(),
      t('buyers.rejected'),
      rowFocusId,
    );
    if (done) setRejecting(false);
  };

  return (
    <>
      {failure && !rejecting ? <ActionFailure failure={failure} /> : null}
      <div className={items.actions}>
        <Button busy={isLoading && !rejecting} onClick={approve}>
          {t('buyers.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            clearFailure();
            form.reset();
            setRejecting(true);
          }}
        >
          {t('buyers.reject')}
        </Button>
      </div>
      {rejecting ? (
        <Dialog
          title={t('buyers.rejectTitle', { name: buyer.businessName })}
          description={t('buyers.rejectIntro')}
          closeLabel={t('common.close')}
          onClose={close}
        >
          {failure ? <ActionFailure failure={failure} onReload={close} /> : null}
          <form onSubmit={onReject} className={formStyles.form} noValidate>
            <TextAreaField label={t('buyers.reason')} maxLength={2000} {...form.field('reason')} />
            <div className={formStyles.actions}>
              <Button type="submit" busy={isLoading}>
                {t('buyers.rejectSubmit')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
