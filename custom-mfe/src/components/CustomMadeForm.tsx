import {
  type AddressField,
  type CustomProductType,
  type CustomRequest,
  checkAddress,
  shopToday,
} from '@shop/contracts';
import { readApiError, useBuyer, useTranslation } from '@shop/platform';
import { UploadError } from '@shop/platform/upload';
import { Spinner } from '@shop/ui';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useProfileAddress } from '../hooks/use-profile-address.ts';
import { useSendCustomRequest } from '../hooks/use-send-custom-request.ts';
import { NAMESPACE } from '../i18n/register.ts';
import {
  type CustomMadeDraft,
  emptyDraft,
  lineOf,
  selectedTypes,
  toggleType,
  updateLine,
} from '../lib/draft.ts';
import { localFileProblem } from '../lib/file-check.ts';
import {
  type FieldKey,
  type FormErrors,
  NO_ERRORS,
  problemErrors,
  serverErrors,
  typeWithError,
} from '../lib/form-errors.ts';
import {
  type CustomMadeFiles,
  customRequestFormData,
  customRequestInput,
  NO_FILES,
} from '../lib/request-body.ts';
import {
  fileNames,
  forgetSavedDraft,
  type MissingFiles,
  readSavedDraft,
  saveDraft,
} from '../lib/saved-draft.ts';
import { canSubmit, countedPieces, firstSubmitProblem } from '../lib/submit-check.ts';
import { AddressFields } from './AddressFields.tsx';
import styles from './CustomMadeForm.module.css';
import { DeliveryOptions } from './DeliveryOptions.tsx';
import { describedBy, FieldError } from './FieldError.tsx';
import { FileField } from './FileField.tsx';
import { FormAlertMessage } from './FormAlertMessage.tsx';
import form from './form.module.css';
import { LinePanel } from './LinePanel.tsx';
import { LoginBanner } from './LoginBanner.tsx';
import { MinimumOrderIndicator } from './MinimumOrderIndicator.tsx';
import { ProductTypeTabs } from './ProductTypeTabs.tsx';
import { ProductTypeTiles } from './ProductTypeTiles.tsx';
import { UploadProgress } from './UploadProgress.tsx';

const RETURN_PATH = '/custom-made';

interface CustomMadeFormProps {
  onSubmitted: (request: CustomRequest) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The quote form: product types and their details, brand label, delivery, and the checked submit. */
export function CustomMadeForm({ onSubmitted, headingRef }: CustomMadeFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { buyer } = useBuyer();
  // A draft kept while the visitor logged in comes back once, then is forgotten.
  const [restored] = useState(readSavedDraft);
  const [draft, setDraft] = useState<CustomMadeDraft>(() => restored?.draft ?? emptyDraft());
  const [missingFiles, setMissingFiles] = useState<MissingFiles>(
    () => restored?.missingFiles ?? { designs: {} },
  );
  const [files, setFiles] = useState<CustomMadeFiles>(NO_FILES);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [bannerOpen, setBannerOpen] = useState(false);
  const { send, progress, busy } = useSendCustomRequest();
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const dateId = useId();
  const dateErrorId = useId();
  const dateHintId = useId();
  const notesId = useId();
  const notesErrorId = useId();
  const submitHintId = useId();

  useEffect(() => {
    if (restored) forgetSavedDraft();
  }, [restored]);

  const addressFromProfile = useProfileAddress(buyer !== null, draft.address, (address) =>
    setDraft((current) => ({ ...current, address })),
  );

  const selected = selectedTypes(draft);
  const count = countedPieces(draft);
  const submittable = canSubmit(draft, busy);
  const today = shopToday();

  const clearField = (...keys: FieldKey[]) =>
    setErrors((current) => {
      if (!keys.some((key) => key in current.fields)) return current;
      const fields = { ...current.fields };
      for (const key of keys) delete fields[key];
      return { ...current, fields };
    });

  const edit = (change: (current: CustomMadeDraft) => CustomMadeDraft, ...keys: FieldKey[]) => {
    setDraft(change);
    if (keys.length > 0) clearField(...keys);
  };

  const show = (next: FormErrors) => {
    setErrors(next);
    const type = typeWithError(next.fields);
    if (type) setDraft((current) => ({ ...current, activeType: type }));
  };

  const chooseFile = (key: 'brandLabel' | `design.${CustomProductType}`, file: File | null) => {
    const problem = file ? localFileProblem(file) : null;
    if (problem) {
      setErrors((current) => ({ ...current, fields: { ...current.fields, [key]: problem } }));
      return;
    }
    clearField(key);
    if (key === 'brandLabel') {
      setFiles((current) => ({ ...current, brandLabel: file }));
      setMissingFiles(({ brandLabel: _gone, ...rest }) => rest);
      return;
    }
    const type = key.slice('design.'.length) as CustomProductType;
    setFiles((current) => {
      const designs = { ...current.designs };
      if (file) designs[type] = file;
      else delete designs[type];
      return { ...current, designs };
    });
    setMissingFiles((current) => {
      const designs = { ...current.designs };
      delete designs[type];
      return { ...current, designs };
    });
  };

  const keepDraftForLogin = () =>
    saveDraft({ draft, missingFiles: mergeNames(missingFiles, fileNames(files)) });

  const dismissBanner = () => {
    setBannerOpen(false);
    submitRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!submittable) return;
    const problem = firstSubmitProblem({ signedIn: buyer !== null, draft, today });
    if (problem?.code === 'login_required') {
      setErrors(NO_ERRORS);
      setBannerOpen(true);
      return;
    }
    setBannerOpen(false);
    if (problem) {
      show(problemErrors(problem));
      return;
    }
    const address = checkAddress(draft.address);
    if (!address.ok) return;
    const input = customRequestInput(draft, address.address);
    setErrors(NO_ERRORS);
    try {
      onSubmitted(await send(customRequestFormData(input, files)));
    } catch (failure) {
      const error = failure instanceof UploadError ? failure.error : readApiError(failure);
      if (error.code === 'aborted') return;
      if (error.code === 'unauthenticated') {
        setBannerOpen(true);
        return;
      }
      show(serverErrors(error, input));
    }
  };

  const active = draft.activeType && selected.includes(draft.activeType) ? draft.activeType : selected[0];
  const invalidTypes = selected.filter(
    (type) => `fabric.${type}` in errors.fields || `design.${type}` in errors.fields,
  );
  const addressErrors = Object.fromEntries(
    Object.entries(errors.fields)
      .filter(([key]) => key.startsWith('address.'))
      .map(([key, code]) => [key.slice('address.'.length), code]),
  ) as Partial<Record<AddressField, (typeof errors.fields)[FieldKey]>>;
  const hasFiles = files.brandLabel !== null || selected.some((type) => files.designs[type]);
  const restoredNames = [
    ...Object.values(missingFiles.designs),
    ...(missingFiles.brandLabel ? [missingFiles.brandLabel] : []),
  ];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('form.heading')}
      </h2>
      {restored ? (
        <p role="status" className={styles.notice}>
          {t('form.restored')}{' '}
          {restoredNames.length > 0 ? t('form.restoredFiles', { names: restoredNames.join(', ') }) : null}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <ProductTypeTiles
          selected={selected}
          onToggle={(type) => edit((current) => toggleType(current, type))}
        />
        {active ? (
          <ProductTypeTabs
            types={selected}
            active={active}
            invalid={invalidTypes}
            onActivate={(type) => setDraft((current) => ({ ...current, activeType: type }))}
          >
            <LinePanel
              key={active}
              line={lineOf(draft, active)}
              design={files.designs[active] ?? null}
              missingDesignName={missingFiles.designs[active]}
              fabricError={errors.fields[`fabric.${active}`]}
              designError={errors.fields[`design.${active}`]}
              disabled={busy}
              onChange={(patch) =>
                edit(
                  (current) => updateLine(current, active, patch),
                  ...('fabric' in patch ? [`fabric.${active}` as const] : []),
                )
              }
              onDesignSelect={(file) => chooseFile(`design.${active}`, file)}
              onDesignRemove={() => chooseFile(`design.${active}`, null)}
            />
          </ProductTypeTabs>
        ) : (
          <p className={form.hint}>{t('types.none')}</p>
        )}

        <FileField
          label={t('brandLabel.label')}
          hint={t('brandLabel.hint')}
          file={files.brandLabel}
          missingName={missingFiles.brandLabel}
          error={errors.fields.brandLabel}
          disabled={busy}
          onSelect={(file) => chooseFile('brandLabel', file)}
          onRemove={() => chooseFile('brandLabel', null)}
        />

        <MinimumOrderIndicator count={count} id={submitHintId} />

        <div className={styles.delivery}>
          <h3 className={styles.deliveryHeading}>{t('delivery.heading')}</h3>
          <AddressFields
            address={draft.address}
            errors={addressErrors}
            fromProfile={addressFromProfile}
            disabled={busy}
            onChange={(field, value) =>
              edit(
                (current) => ({ ...current, address: { ...current.address, [field]: value } }),
                `address.${field}`,
              )
            }
          />
          <div className={form.field}>
            <label htmlFor={dateId} className={form.label}>
              {t('delivery.date')}
            </label>
            <p id={dateHintId} className={form.hint}>
              {t('delivery.dateHint')}
            </p>
            <input
              id={dateId}
              type="date"
              min={today}
              value={draft.preferredDeliveryDate}
              aria-invalid={errors.fields.preferredDeliveryDate ? true : undefined}
              aria-describedby={describedBy(dateHintId, errors.fields.preferredDeliveryDate && dateErrorId)}
              disabled={busy}
              onChange={(event) =>
                edit(
                  (current) => ({ ...current, preferredDeliveryDate: event.target.value }),
                  'preferredDeliveryDate',
                )
              }
            />
            <FieldError id={dateErrorId} code={errors.fields.preferredDeliveryDate} />
          </div>
          <DeliveryOptions
            value={draft.deliveryOption}
            disabled={busy}
            onChange={(deliveryOption) => edit((current) => ({ ...current, deliveryOption }))}
          />
          <div className={form.field}>
            <label htmlFor={notesId} className={form.label}>
              {t('delivery.notes')}
            </label>
            <textarea
              id={notesId}
              rows={4}
              maxLength={2000}
              value={draft.notes}
              aria-invalid={errors.fields.notes ? true : undefined}
              aria-describedby={describedBy(errors.fields.notes && notesErrorId)}
              disabled={busy}
              onChange={(event) => edit((current) => ({ ...current, notes: event.target.value }), 'notes')}
            />
            <FieldError id={notesErrorId} code={errors.fields.notes} />
          </div>
        </div>

        {errors.alert ? <FormAlertMessage alert={errors.alert} /> : null}
        {progress !== null ? <UploadProgress sent={progress} hasFiles={hasFiles} /> : null}

        <div>
          <button
            ref={submitRef}
            type="submit"
            className="shop-button shop-button--primary"
            disabled={!submittable}
            aria-busy={busy || undefined}
            aria-describedby={submitHintId}
          >
            {busy ? <Spinner /> : null}
            {busy ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
        {bannerOpen ? (
          <LoginBanner returnTo={RETURN_PATH} onLoginNow={keepDraftForLogin} onDismiss={dismissBanner} />
        ) : null}
      </form>
    </section>
  );
}

/** Files chosen now, plus those still to re-attach from an earlier trip to /login. */
function mergeNames(earlier: MissingFiles, now: MissingFiles): MissingFiles {
  const brandLabel = now.brandLabel ?? earlier.brandLabel;
  return { ...(brandLabel ? { brandLabel } : {}), designs: { ...earlier.designs, ...now.designs } };
}
