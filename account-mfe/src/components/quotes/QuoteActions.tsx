import {
  type FieldErrorCode,
  formatDate,
  formatPrice,
  type OrderStatus,
  type Quote,
  type RequestAction,
  type RequestKind,
  type RequestProgress,
  requestNoteRequired,
} from '@shop/contracts';
import { readApiError, toastShown, useAppDispatch, useLanguage, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useId, useState } from 'react';
import { useAccountAnswerRequestMutation } from '../../api/answer-request.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { TextAreaField } from '../fields.tsx';
import styles from './quotes.module.css';

/** What the buyer may do from this page; `ask_new` is request_changes on an expired quote, prefilled. */
export type BuyerChoice = 'accept_quote' | 'request_changes' | 'ask_new' | 'decline_quote' | 'cancel';

/** Why the request was refetched instead of answered: the page says so politely. */
export type ConflictNotice = 'newQuote' | 'changed' | 'expired';

const ACTION_OF: Record<BuyerChoice, RequestAction> = {
  accept_quote: 'accept_quote',
  request_changes: 'request_changes',
  ask_new: 'request_changes',
  decline_quote: 'decline_quote',
  cancel: 'cancel',
};

/**
 * The buttons to show, from the server's `progress.actions` only: accepting needs the current quote to be
 * valid still; on an expired one, asking for changes becomes "Ask for a new quote".
 */
export function offeredChoices(
  actions: readonly RequestAction[],
  quote: Quote | null,
  expired: boolean,
): BuyerChoice[] {
  const answerable = quote?.state === 'current';
  const offered: BuyerChoice[] = [];
  if (actions.includes('accept_quote') && answerable && !expired) offered.push('accept_quote');
  if (actions.includes('request_changes') && answerable)
    offered.push(expired ? 'ask_new' : 'request_changes');
  if (actions.includes('decline_quote') && answerable) offered.push('decline_quote');
  if (actions.includes('cancel')) offered.push('cancel');
  return offered;
}

interface Props {
  kind: RequestKind;
  reference: string;
  status: OrderStatus;
  progress: RequestProgress;
  /** The quote being answered (current), if any. */
  quote: Quote | null;
  expired: boolean;
  /** The answer went through: the request is refetched. */
  onAnswered: () => void;
  /** A 409: the request moved on and is refetched; say why. */
  onConflict: (notice: ConflictNotice, quoteVersion: number | null) => void;
  /** The request's products, to name the sizes an acceptance found short (409 `stock_short`). */
  lines?: readonly { productId: string; name: string }[] | undefined;
}

/** A 409 `stock_short`'s field keys (`<productId>.<size>`) as the product and size they name. */
export function shortSizes(
  fields: Record<string, string> | undefined,
  lines: readonly { productId: string; name: string }[],
): { productId: string; name: string; size: string }[] {
  return Object.keys(fields ?? {}).map((key) => {
    const dot = key.lastIndexOf('.');
    const productId = key.slice(0, dot);
    const name = lines.find((line) => line.productId === productId)?.name ?? productId;
    return { productId, name, size: key.slice(dot + 1) };
  });
}

/**
 * The buyer's answers, each in a dialog with a confirm button that shows it is busy: accept (with a
 * delivery option), request changes (a message is required), decline (optional reason), cancel. When
 * accepting finds the last pieces gone (409 `stock_short`, nothing confirmed), an alert names the sizes and
 * offers asking for changes right there, with a message saying which.
 */
export function QuoteActions({
  kind,
  reference,
  status,
  progress,
  quote,
  expired,
  onAnswered,
  onConflict,
  lines = [],
}: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [answer, { isLoading }] = useAccountAnswerRequestMutation();
  const [open, setOpen] = useState<BuyerChoice | null>(null);
  const [option, setOption] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ note?: FieldErrorCode; option?: FieldErrorCode }>({});
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const [stockShort, setStockShort] = useState<{
    sizes: ReturnType<typeof shortSizes>;
    attempt: number;
  } | null>(null);
  const headingId = useId();
  const optionsName = useId();
  const optionErrorId = useId();
  const offered = offeredChoices(progress.actions, quote, expired);

  if (offered.length === 0) return null;

  const openDialog = (choice: BuyerChoice) => {
    setErrors({});
    setFailure(null);
    if (choice === 'accept_quote') {
      const only = quote?.deliveryOptions.length === 1 ? quote.deliveryOptions[0] : undefined;
      setOption((chosen) => chosen ?? only?.index ?? null);
    }
    if (choice === 'ask_new' && quote && !message.trim()) {
      setMessage(t('quote.askNewMessage', { date: formatDate(quote.createdAt, language) }));
    }
    setOpen(choice);
  };

  const send = async (choice: BuyerChoice, extra: { note?: string; deliveryOption?: number }) => {
    setFailure(null);
    const action = ACTION_OF[choice];
    try {
      await answer({
        kind,
        reference,
        language,
        body: {
          action,
          version: progress.version,
          ...(extra.note ? { note: extra.note } : {}),
          ...(action === 'accept_quote' && quote
            ? { quoteVersion: quote.version, deliveryOption: extra.deliveryOption ?? 0 }
            : {}),
        },
      }).unwrap();
      dispatch(toastShown({ kind: 'success', title: t(`quote.done.${action}`) }));
      setOpen(null);
      setStockShort(null);
      setMessage('');
      setReason('');
      onAnswered();
    } catch (error) {
      const body = readApiError(error);
      if (body.code === 'stock_short') {
        // Another buyer took the last pieces: nothing was confirmed, the request is refetched as it is.
        setOpen(null);
        setStockShort((previous) => ({
          sizes: shortSizes(body.fields, lines),
          attempt: (previous?.attempt ?? 0) + 1,
        }));
        return;
      }
      if (
        body.code === 'stale_order' ||
        body.code === 'quote_expired' ||
        body.code === 'transition_not_allowed'
      ) {
        const current = (error as { data?: { current?: { status?: OrderStatus } } }).data?.current;
        setOpen(null);
        onConflict(
          body.code === 'quote_expired' ? 'expired' : current?.status === 'quoted' ? 'newQuote' : 'changed',
          quote?.version ?? null,
        );
        return;
      }
      const fields = body.fields ?? {};
      if (fields.note || fields.deliveryOption) {
        setErrors({
          note: fields.note as FieldErrorCode | undefined,
          option: fields.deliveryOption as FieldErrorCode | undefined,
        });
      }
      setFailure((previous) => ({ code: body.code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const changeChoice = offered.find((choice) => choice === 'request_changes' || choice === 'ask_new');
  const shortList = (stockShort?.sizes ?? [])
    .map((short) => t('quote.stockShort.size', { name: short.name, size: short.size }))
    .join('; ');

  /** The change request's dialog, its message naming the sizes that were short. */
  const askForChanges = (choice: BuyerChoice) => {
    setErrors({});
    setFailure(null);
    setMessage(t('quote.stockShort.message', { sizes: shortList }));
    setOpen(choice);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    const action = ACTION_OF[open];
    if (open === 'accept_quote') {
      if (option === null) {
        setErrors({ option: 'required' });
        return;
      }
      setErrors({});
      void send(open, { deliveryOption: option });
      return;
    }
    const note = (open === 'request_changes' || open === 'ask_new' ? message : reason).trim();
    if (!note && requestNoteRequired(status, action, 'buyer')) {
      setErrors({ note: 'required' });
      return;
    }
    setErrors({});
    void send(open, { note });
  };

  return (
    <section aria-labelledby={headingId} className={styles.actions}>
      <h3 id={headingId}>{t('quote.actions.title')}</h3>
      {stockShort ? (
        <FormAlert key={stockShort.attempt}>
          <p className={styles.alertTitle}>{t('quote.stockShort.title')}</p>
          <ul>
            {stockShort.sizes.map((short) => (
              <li key={`${short.productId}.${short.size}`}>
                {t('quote.stockShort.size', { name: short.name, size: short.size })}
              </li>
            ))}
          </ul>
          <p>{t('quote.stockShort.nothingConfirmed')}</p>
          {changeChoice ? (
            <Button onClick={() => askForChanges(changeChoice)}>{t(`quote.actions.${changeChoice}`)}</Button>
          ) : null}
        </FormAlert>
      ) : null}
      <div className={form.actions}>
        {offered.map((choice) => (
          <Button
            key={choice}
            variant={choice === 'accept_quote' || choice === 'ask_new' ? 'primary' : 'secondary'}
            onClick={() => openDialog(choice)}
          >
            {t(`quote.actions.${choice}`)}
          </Button>
        ))}
      </div>
      {open ? (
        <Dialog
          title={t(`quote.dialog.${open}.title`)}
          description={t(`quote.dialog.${open}.intro`, { version: quote?.version ?? '' })}
          closeLabel={t('quote.dialog.close')}
          onClose={() => setOpen(null)}
        >
          {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
          <form noValidate className={form.form} onSubmit={submit} aria-busy={isLoading || undefined}>
            {open === 'accept_quote' && quote ? (
              <fieldset
                className={form.fieldset}
                aria-describedby={errors.option ? optionErrorId : undefined}
              >
                <legend>{t('quote.chooseOption')}</legend>
                {quote.deliveryOptions.map((deliveryOption) => (
                  <label key={deliveryOption.index} className={styles.radio}>
                    <input
                      type="radio"
                      name={optionsName}
                      value={deliveryOption.index}
                      checked={option === deliveryOption.index}
                      onChange={() => setOption(deliveryOption.index)}
                    />
                    <span>
                      {t('quote.optionChoice', {
                        label: deliveryOption.label,
                        days: t('quote.leadTimeDays', { count: deliveryOption.leadTimeDays }),
                        gross: formatPrice(deliveryOption.grossCents, language),
                      })}
                    </span>
                  </label>
                ))}
                {errors.option ? (
                  <p id={optionErrorId} className={fieldStyles.error}>
                    {t('quote.optionRequired')}
                  </p>
                ) : null}
              </fieldset>
            ) : open === 'request_changes' || open === 'ask_new' ? (
              <TextAreaField
                label={t('quote.message')}
                hint={t('quote.messageHint')}
                value={message}
                onChange={setMessage}
                error={errors.note}
                maxLength={2000}
                required
              />
            ) : (
              <TextAreaField
                label={t('quote.reason')}
                value={reason}
                onChange={setReason}
                error={errors.note}
                maxLength={2000}
                rows={3}
              />
            )}
            <div className={form.actions}>
              <Button type="submit" busy={isLoading}>
                {t(`quote.dialog.${open}.confirm`)}
              </Button>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                {t('quote.dialog.back')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
