import type { RequestAction, RequestKind } from '@shop/contracts';
import { readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { CarrierField } from '../../shared/components/CarrierField.tsx';
import { TextAreaField, TextField } from '../../shared/components/fields.tsx';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import { useOfficeActOnRequestMutation } from '../api/office-requests.ts';

/** The steps this page offers as buttons: the quote has its own editor. */
export function offeredActions(actions: readonly RequestAction[]): RequestAction[] {
  return actions.filter((action) => action !== 'send_quote');
}

interface Props {
  kind: RequestKind;
  reference: string;
  version: number;
  actions: readonly RequestAction[];
}

type DialogAction = 'mark_shipped' | 'cancel';

/** The status steps the server offers (minus sending a quote), each sent with the request's version. */
export function RequestActions({ kind, reference, version, actions }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [act, { isLoading }] = useOfficeActOnRequestMutation();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, 'required'>>({});
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const offered = offeredActions(actions);

  const send = async (action: RequestAction, extra: Record<string, string> = {}) => {
    setFailure(null);
    try {
      await act({ kind, reference, body: { action, version, ...extra } }).unwrap();
      dispatch(toastShown({ kind: 'success', title: t(`requestActions.done.${action}`) }));
      setOpen(null);
    } catch (error) {
      const { code } = readApiError(error);
      setFailure((p) => ({ code, attempt: (p?.attempt ?? 0) + 1 }));
    }
  };

  const submitDialog = (event: FormEvent) => {
    event.preventDefault();
    if (open === 'mark_shipped') {
      const next = {
        ...(carrier.trim() ? {} : { carrier: 'required' as const }),
        ...(trackingNumber.trim() ? {} : { trackingNumber: 'required' as const }),
      };
      setErrors(next);
      if (Object.keys(next).length === 0) {
        void send('mark_shipped', { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
      }
    } else if (open === 'cancel') {
      const next: Record<string, 'required'> = reason.trim() ? {} : { reason: 'required' };
      setErrors(next);
      if (Object.keys(next).length === 0) void send('cancel', { note: reason.trim() });
    }
  };

  const alertOf = failure ? (
    <FormAlert key={failure.attempt}>
      {failure.code === 'stale_order' ? t('requestActions.stale') : t(apiErrorKey(failure.code))}
    </FormAlert>
  ) : null;

  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="request-actions-title">
      <h2 id="request-actions-title">{t('requestActions.title')}</h2>
      {open ? null : alertOf}
      <div className={form.actions}>
        {offered.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'secondary' : 'primary'}
            busy={isLoading && open === null}
            onClick={() => {
              setErrors({});
              setFailure(null);
              if (action === 'mark_shipped' || action === 'cancel') setOpen(action);
              else void send(action);
            }}
          >
            {t(`requestActions.${action}`)}
          </Button>
        ))}
      </div>
      {open ? (
        <Dialog
          title={t(`requestActions.${open}`)}
          description={t(`requestActions.dialogIntro.${open}`)}
          closeLabel={t('common.close')}
          onClose={() => setOpen(null)}
        >
          {alertOf}
          <form noValidate className={form.form} onSubmit={submitDialog}>
            {open === 'mark_shipped' ? (
              <>
                <CarrierField
                  label={t('requestActions.carrier')}
                  value={carrier}
                  onChange={setCarrier}
                  error={errors.carrier}
                />
                <TextField
                  label={t('requestActions.trackingNumber')}
                  value={trackingNumber}
                  onChange={setTrackingNumber}
                  error={errors.trackingNumber}
                />
              </>
            ) : (
              <TextAreaField
                label={t('requestActions.reason')}
                rows={3}
                value={reason}
                onChange={setReason}
                error={errors.reason}
              />
            )}
            <div className={form.actions}>
              <Button type="submit" busy={isLoading}>
                {t(`requestActions.confirm.${open}`)}
              </Button>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
