import { type OfficeSample, type SampleAction, sampleActions } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import formStyles from '@shop/ui/form.module.css';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { ActionFailure } from '../../shared/components/ActionFailure.tsx';
import { CarrierField } from '../../shared/components/CarrierField.tsx';
import { TextAreaField, TextField } from '../../shared/components/fields.tsx';
import items from '../../shared/components/items.module.css';
import { useItemAction } from '../../shared/hooks/use-item-action.ts';
import { checkRequired, type FieldErrors, only } from '../../shared/lib/validation.ts';
import { useOfficeActOnSampleMutation } from '../api/office-actions.ts';

const LABEL: Record<SampleAction, string> = {
  approve: 'samples.approve',
  decline: 'samples.decline',
  mark_shipped: 'samples.ship',
};
const DONE: Record<SampleAction, string> = {
  approve: 'samples.approved',
  decline: 'samples.declined',
  mark_shipped: 'samples.shipped',
};

interface Values {
  note: string;
  carrier: string;
  trackingNumber: string;
}

/** What each step asks for: a reason to decline, the carrier and tracking number to ship. */
function validateFor(action: SampleAction | null) {
  return (values: Values): FieldErrors<keyof Values> =>
    only({
      note: action === 'decline' ? checkRequired(values.note) : undefined,
      carrier: action === 'mark_shipped' ? checkRequired(values.carrier) : undefined,
      trackingNumber: action === 'mark_shipped' ? checkRequired(values.trackingNumber) : undefined,
    });
}

/**
 * The steps a sample's status allows (`sampleActions` of contracts, the BFF's own table): approve at once;
 * decline with a reason and mark shipped with the carrier and tracking number, each in a dialog. Every step
 * sends the version the list showed.
 */
export function SampleActions({ sample, headingId }: { sample: OfficeSample; headingId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [act, { isLoading }] = useOfficeActOnSampleMutation();
  const { failure, run, clearFailure } = useItemAction();
  const [open, setOpen] = useState<SampleAction | null>(null);
  const form = useForm<Values>({ note: '', carrier: '', trackingNumber: '' }, validateFor(open));
  const allowed = sampleActions(sample.status);
  if (allowed.length === 0) return null;

  const send = (action: SampleAction, values?: Values) =>
    run(
      () =>
        act({
          id: sample.id,
          body: {
            action,
            version: sample.version,
            ...(action === 'decline' && values ? { note: values.note.trim() } : {}),
            ...(action === 'mark_shipped' && values
              ? { carrier: values.carrier.trim(), trackingNumber: values.trackingNumber.trim() }
              : {}),
          },
        }).unwrap(),
      t(DONE[action]),
      headingId,
    );

  const openDialog = (action: SampleAction) => {
    clearFailure();
    form.reset();
    setOpen(action);
  };
  const close = () => {
    clearFailure();
    setOpen(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || !form.check()) return;
    if (await send(open, form.values)) setOpen(null);
  };

  return (
    <>
      {failure && !open ? <ActionFailure failure={failure} /> : null}
      <div className={items.actions}>
        {allowed.map((action) =>
          action === 'approve' ? (
            <Button key={action} busy={isLoading && !open} onClick={() => send('approve')}>
              {t(LABEL[action])}
            </Button>
          ) : (
            <Button key={action} variant="secondary" onClick={() => openDialog(action)}>
              {t(LABEL[action])}
            </Button>
          ),
        )}
      </div>
      {open ? (
        <Dialog
          title={t(open === 'decline' ? 'samples.declineTitle' : 'samples.shipTitle')}
          description={t(open === 'decline' ? 'samples.declineIntro' : 'samples.shipIntro', {
            business: sample.buyer.businessName,
          })}
          closeLabel={t('common.close')}
          onClose={close}
        >
          {failure ? <ActionFailure failure={failure} onReload={close} /> : null}
          <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
            {open === 'decline' ? (
              <TextAreaField label={t('samples.reason')} required maxLength={2000} {...form.field('note')} />
            ) : (
              <>
                <CarrierField
                  label={t('samples.carrier')}
                  required
                  maxLength={100}
                  {...form.field('carrier')}
                />
                <TextField
                  label={t('samples.trackingNumber')}
                  required
                  maxLength={100}
                  {...form.field('trackingNumber')}
                />
              </>
            )}
            <div className={formStyles.actions}>
              <Button type="submit" busy={isLoading}>
                {t(open === 'decline' ? 'samples.declineSubmit' : 'samples.shipSubmit')}
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
