import { clampQuantity, FABRICS, type Fabric, type FieldErrorCode, SIZES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import type { LineDraft } from '../lib/draft.ts';
import { describedBy, FieldError } from './FieldError.tsx';
import { FileField } from './FileField.tsx';
import form from './form.module.css';
import styles from './LinePanel.module.css';

interface LinePanelProps {
  line: LineDraft;
  design: File | null;
  missingDesignName?: string | undefined;
  fabricError?: FieldErrorCode | undefined;
  designError?: FieldErrorCode | undefined;
  disabled: boolean;
  onChange: (patch: Partial<Omit<LineDraft, 'type'>>) => void;
  onDesignSelect: (file: File) => void;
  onDesignRemove: () => void;
}

/** One product type's details: fabric, quantities per size, design file and the sample wish. */
export function LinePanel(props: LinePanelProps) {
  const { line, fabricError, disabled, onChange } = props;
  const { t } = useTranslation(NAMESPACE);
  const fabricId = useId();
  const fabricErrorId = useId();
  const sampleId = useId();
  const typeName = t(`types.${line.type}`);

  return (
    <div className={styles.line}>
      <div className={form.field}>
        <label htmlFor={fabricId} className={form.label}>
          {t('line.fabric')}
        </label>
        <select
          id={fabricId}
          value={line.fabric}
          required
          aria-invalid={fabricError ? true : undefined}
          aria-describedby={describedBy(fabricError && fabricErrorId)}
          disabled={disabled}
          onChange={(event) => onChange({ fabric: event.target.value as Fabric | '' })}
        >
          <option value="">{t('line.chooseFabric')}</option>
          {FABRICS.map((fabric) => (
            <option key={fabric} value={fabric}>
              {t(`fabrics.${fabric}`)}
            </option>
          ))}
        </select>
        <FieldError id={fabricErrorId} code={fabricError} />
      </div>

      <fieldset className={form.fieldset}>
        <legend className={form.label}>{t('line.quantities', { type: typeName })}</legend>
        <div className={styles.sizesGrid}>
          {SIZES.map((size) => (
            <SizeInput
              key={size}
              size={size}
              value={line.sizes[size]}
              disabled={disabled}
              onChange={(value) => onChange({ sizes: { ...line.sizes, [size]: value } })}
            />
          ))}
        </div>
      </fieldset>

      <FileField
        label={t('line.design')}
        hint={t('line.designHint', { type: typeName })}
        file={props.design}
        missingName={props.missingDesignName}
        error={props.designError}
        disabled={disabled}
        onSelect={props.onDesignSelect}
        onRemove={props.onDesignRemove}
      />

      <div className={styles.check}>
        <input
          id={sampleId}
          type="checkbox"
          checked={line.requestSample}
          disabled={disabled}
          onChange={(event) => onChange({ requestSample: event.target.checked })}
        />
        <label htmlFor={sampleId}>{t('line.sample')}</label>
      </div>
    </div>
  );
}

function SizeInput({
  size,
  value,
  disabled,
  onChange,
}: {
  size: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.size}>
      <label htmlFor={id}>{size}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        step={1}
        placeholder="0"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        // What counts is shown once the buyer moves on: non-numeric 0, never negative, at most 999.
        onBlur={() => {
          if (value !== '') onChange(String(clampQuantity(value)));
        }}
      />
    </div>
  );
}
