import {
  addDays,
  formatPercent,
  formatPrice,
  type Language,
  QUOTE_MAX_VALIDITY_DAYS,
  type Quote,
  type QuoteDraft,
  type QuoteMailPreview,
  quoteTotals,
  type RequestKind,
  readEuroInput,
  shopToday,
} from '@shop/contracts';
import {
  readApiError,
  selectLanguage,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { SelectField, TextAreaField, TextField } from '../../shared/components/fields.tsx';
import type { FieldError } from '../../shared/lib/validation.ts';
import { useOfficePreviewQuoteMailMutation, useOfficeSendQuoteMutation } from '../api/office-requests.ts';
import { ColleagueQuote } from './ColleagueQuote.tsx';
import styles from './QuoteEditor.module.css';
import { QuoteMailPreviewDialog } from './QuoteMailPreviewDialog.tsx';
import {
  type DraftErrors,
  initialDraft,
  MAX_DELIVERY_OPTIONS,
  type QuoteDraftState,
  type QuoteSubject,
  toQuoteDraft,
  totalsInput,
} from './quote-draft.ts';

interface Props {
  kind: RequestKind;
  reference: string;
  subjects: readonly QuoteSubject[];
  /** The request's version as last read: what a send is prepared against. */
  version: number;
  /** Read the request again (after a 409 `stale_order`), keeping this editor and its draft. */
  onStale: () => unknown;
  /** `YYYY-MM-DD`, for the default validity date. */
  today: string;
  /** Where the draft starts: the last version sent, else the buyer's delivery preference (initialDraft). */
  startFrom?: { lastSent: Quote | null; preference: string };
  /**
   * The last version sent, as the request reads now: one newer than when the editor opened was sent by a
   * colleague meanwhile, and is shown beside the draft before the draft may replace it (issue 47).
   */
  latestSent?: Quote | null;
}

const price = (cents: number, language: Language) => formatPrice(cents, language);

/**
 * A new quote version: a price per request line, optional discounts, extras, delivery options, VAT and
 * validity. Totals are `quoteTotals` of contracts, the same arithmetic the BFF applies.
 */
export function QuoteEditor({
  kind,
  reference,
  subjects,
  version,
  onStale,
  today,
  startFrom,
  latestSent = null,
}: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<QuoteDraftState>(() =>
    initialDraft(subjects, today, language, startFrom),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  // The newest version this member has seen (or chosen to replace): a newer one is a colleague's.
  const [seenVersion, setSeenVersion] = useState(latestSent?.version ?? 0);
  const colleagues = latestSent && latestSent.version > seenVersion ? latestSent : null;
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const [sendQuote, { isLoading }] = useOfficeSendQuoteMutation();
  const [previewQuoteMail, { isLoading: isPreviewing }] = useOfficePreviewQuoteMailMutation();
  const [preview, setPreview] = useState<QuoteMailPreview | null>(null);
  const totals = quoteTotals(totalsInput(draft, subjects, language));

  const err = (key: string) => errors[key] as FieldError | undefined;
  /** What a typed amount is read as, shown beside its field as it is typed; or what is wrong with it. */
  const readAs = (value: string, kind: 'euros' | 'percent'): string | undefined => {
    const read = readEuroInput(value, language);
    if (!read) return undefined;
    if ('problem' in read) return t(`fieldErrors.${read.problem}`);
    const shown = kind === 'euros' ? price(read.cents, language) : formatPercent(read.cents, language);
    return t('quote.readAs', { value: shown });
  };
  const update = (change: (d: QuoteDraftState) => QuoteDraftState) => setDraft((d) => change(d));
  const setLine = (i: number, patch: Partial<QuoteDraftState['lines'][number]>) =>
    update((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const setExtra = (i: number, patch: Partial<QuoteDraftState['extras'][number]>) =>
    update((d) => ({ ...d, extras: d.extras.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const setOption = (i: number, patch: Partial<QuoteDraftState['options'][number]>) =>
    update((d) => ({ ...d, options: d.options.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  /** The draft as the API takes it, or null once its errors are shown. */
  const checkedDraft = (): QuoteDraft | null => {
    const checked = toQuoteDraft(draft, subjects, version, language);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFailure((p) => ({ code: 'validation_failed', attempt: (p?.attempt ?? 0) + 1 }));
      return null;
    }
    setErrors({});
    setFailure(null);
    return checked.body;
  };

  /** What the BFF refused: the fields it names, the alert, and a reload when someone else moved first. */
  const showRefusal = (error: unknown) => {
    const body = readApiError(error);
    if (body.fields) setErrors(body.fields as DraftErrors);
    setFailure((p) => ({ code: body.code, attempt: (p?.attempt ?? 0) + 1 }));
    if (body.code === 'stale_order') onStale();
  };

  const send = async () => {
    if (colleagues) {
      setFailure((p) => ({ code: 'colleague_quote', attempt: (p?.attempt ?? 0) + 1 }));
      setPreview(null);
      return;
    }
    const body = checkedDraft();
    if (!body) {
      setPreview(null);
      return;
    }
    try {
      await sendQuote({ kind, reference, body }).unwrap();
      setPreview(null);
      dispatch(toastShown({ kind: 'success', title: t('quote.sent') }));
    } catch (error) {
      setPreview(null);
      showRefusal(error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onPreview = async () => {
    const body = checkedDraft();
    if (!body) return;
    try {
      setPreview(await previewQuoteMail({ kind, reference, body }).unwrap());
    } catch (error) {
      showRefusal(error);
    }
  };

  const failureText = (code: string) => {
    if (code === 'colleague_quote' && colleagues) {
      return t('quote.colleague.chooseFirst', { name: colleagues.createdBy, version: colleagues.version });
    }
    if (code === 'stale_order') return t('quote.stale');
    if (code === 'validation_failed') return t('errors.validation');
    if (code === 'transition_not_allowed') return t('quote.notAllowed');
    return t('errors.generic');
  };

  return (
    <section aria-labelledby="quote-editor-title" className={styles.editor}>
      <h2 id="quote-editor-title">{t('quote.title')}</h2>
      {failure ? <FormAlert key={failure.attempt}>{failureText(failure.code)}</FormAlert> : null}
      {colleagues ? (
        <ColleagueQuote
          quote={colleagues}
          onStartFromIt={() => {
            setDraft(initialDraft(subjects, today, language, { lastSent: colleagues }));
            setSeenVersion(colleagues.version);
            setFailure(null);
          }}
          onKeepMine={() => {
            setSeenVersion(colleagues.version);
            setFailure(null);
          }}
        />
      ) : null}
      <form noValidate className={form.form} onSubmit={onSubmit}>
        <fieldset className={styles.group}>
          <legend>{t('quote.lines')}</legend>
          {subjects.map((subject, i) => {
            const line = draft.lines[i];
            if (!line) return null;
            const lineTotals = totals.lines[i];
            return (
              <div key={subject.position} className={styles.row} data-testid={`quote-line-${i}`}>
                <p className={styles.subject}>
                  <strong>{subject.description}</strong> ×{subject.quantity}
                </p>
                <TextField
                  label={t('quote.unitPrice', { line: subject.description })}
                  inputMode="decimal"
                  value={line.unitPrice}
                  hint={readAs(line.unitPrice, 'euros')}
                  onChange={(unitPrice) => setLine(i, { unitPrice })}
                  error={err(`lines.${i}.unitPriceCents`)}
                />
                <SelectField
                  label={t('quote.discountKind', { line: subject.description })}
                  value={line.discountKind}
                  onChange={(value) =>
                    setLine(i, { discountKind: value as QuoteDraftState['lines'][number]['discountKind'] })
                  }
                  options={[
                    { value: 'none', label: t('quote.discountNone') },
                    { value: 'percent', label: t('quote.discountPercent') },
                    { value: 'amount', label: t('quote.discountAmount') },
                  ]}
                />
                {line.discountKind !== 'none' ? (
                  <TextField
                    label={t(
                      line.discountKind === 'percent'
                        ? 'quote.discountPercentValue'
                        : 'quote.discountAmountValue',
                      {
                        line: subject.description,
                      },
                    )}
                    inputMode="decimal"
                    value={line.discount}
                    hint={readAs(line.discount, line.discountKind === 'percent' ? 'percent' : 'euros')}
                    onChange={(discount) => setLine(i, { discount })}
                    error={err(
                      `lines.${i}.${line.discountKind === 'percent' ? 'discountBasisPoints' : 'discountCents'}`,
                    )}
                  />
                ) : null}
                <p className={styles.amount}>
                  {t('quote.lineNet')}: <output>{price(lineTotals?.netCents ?? 0, language)}</output>
                </p>
              </div>
            );
          })}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('quote.extras')}</legend>
          {draft.extras.map((extra, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div key={i} className={styles.row}>
              <TextField
                label={t('quote.extraLabel', { n: i + 1 })}
                value={extra.label}
                onChange={(label) => setExtra(i, { label })}
                error={err(`extras.${i}.label`)}
              />
              <TextField
                label={t('quote.extraAmount', { n: i + 1 })}
                inputMode="decimal"
                value={extra.amount}
                hint={readAs(extra.amount, 'euros')}
                onChange={(amount) => setExtra(i, { amount })}
                error={err(`extras.${i}.amountCents`)}
              />
              <Button
                variant="secondary"
                className={styles.remove}
                onClick={() => update((d) => ({ ...d, extras: d.extras.filter((_, j) => j !== i) }))}
              >
                {t('quote.removeExtra', { n: i + 1 })}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() => update((d) => ({ ...d, extras: [...d.extras, { label: '', amount: '' }] }))}
          >
            {t('quote.addExtra')}
          </Button>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('quote.deliveryOptions')}</legend>
          {draft.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div key={i} className={styles.row}>
              <TextField
                label={t('quote.optionLabel', { n: i + 1 })}
                value={option.label}
                onChange={(label) => setOption(i, { label })}
                error={err(`deliveryOptions.${i}.label`)}
              />
              <TextField
                label={t('quote.optionCost', { n: i + 1 })}
                inputMode="decimal"
                value={option.cost}
                hint={readAs(option.cost, 'euros')}
                onChange={(cost) => setOption(i, { cost })}
                error={err(`deliveryOptions.${i}.costCents`)}
              />
              <TextField
                label={t('quote.optionDays', { n: i + 1 })}
                inputMode="numeric"
                value={option.leadTimeDays}
                onChange={(leadTimeDays) => setOption(i, { leadTimeDays })}
                error={err(`deliveryOptions.${i}.leadTimeDays`)}
              />
              {draft.options.length > 1 ? (
                <Button
                  variant="secondary"
                  className={styles.remove}
                  onClick={() => update((d) => ({ ...d, options: d.options.filter((_, j) => j !== i) }))}
                >
                  {t('quote.removeOption', { n: i + 1 })}
                </Button>
              ) : null}
            </div>
          ))}
          {draft.options.length < MAX_DELIVERY_OPTIONS ? (
            <Button
              variant="secondary"
              onClick={() =>
                update((d) => ({ ...d, options: [...d.options, { label: '', cost: '', leadTimeDays: '' }] }))
              }
            >
              {t('quote.addOption')}
            </Button>
          ) : null}
        </fieldset>

        <div className={styles.row}>
          <TextField
            label={t('quote.vat')}
            inputMode="decimal"
            value={draft.vatPercent}
            hint={readAs(draft.vatPercent, 'percent')}
            onChange={(vatPercent) => update((d) => ({ ...d, vatPercent }))}
            error={err('vatRateBasisPoints')}
          />
          <TextField
            label={t('quote.validUntil')}
            type="date"
            min={shopToday()}
            max={addDays(shopToday(), QUOTE_MAX_VALIDITY_DAYS)}
            value={draft.validUntil}
            onChange={(validUntil) => update((d) => ({ ...d, validUntil }))}
            error={err('validUntil')}
          />
        </div>
        <TextAreaField
          label={t('quote.note')}
          rows={3}
          value={draft.note}
          onChange={(note) => update((d) => ({ ...d, note }))}
          error={err('note')}
        />

        <table className={styles.totals} data-testid="quote-totals">
          <caption>{t('quote.totals')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('quote.extrasTotal')}</th>
              <td data-testid="extras-total">{price(totals.extrasCents, language)}</td>
            </tr>
            <tr>
              <th scope="row">{t('quote.goodsNet')}</th>
              <td data-testid="goods-net">{price(totals.goodsNetCents, language)}</td>
            </tr>
            {totals.options.map((option, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row per delivery option, in its place
              <tr key={i} data-testid={`option-total-${i}`}>
                <th scope="row">{draft.options[i]?.label || t('quote.optionN', { n: i + 1 })}</th>
                <td>
                  {t('quote.optionTotals', {
                    net: price(option.netCents, language),
                    vat: price(option.vatCents, language),
                    gross: price(option.grossCents, language),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className={form.actions}>
          <Button type="submit" busy={isLoading && !preview}>
            {t('quote.send')}
          </Button>
          <Button variant="secondary" busy={isPreviewing} onClick={() => void onPreview()}>
            {t('quote.preview.open')}
          </Button>
        </div>
      </form>
      {preview ? (
        <QuoteMailPreviewDialog
          mail={preview}
          sending={isLoading}
          onSend={() => void send()}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </section>
  );
}
