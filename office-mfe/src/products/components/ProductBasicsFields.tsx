import {
  CATEGORIES,
  type Category,
  COLOURS,
  type Colour,
  PRODUCT_MATERIALS,
  type ProductMaterial,
  SIZES,
} from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/components/fields.tsx';
import type { EditorFieldsProps } from './editor-fields.ts';
import styles from './ProductEditor.module.css';

/** The sizes sold, as checkboxes in the shop's order; at least one. */
function SizesField({ form: values, change, errorOf }: EditorFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorId = useId();
  const shown = errorOf('sizes');
  return (
    <fieldset className={`${form.fieldset} ${styles.sizes}`} aria-describedby={shown ? errorId : undefined}>
      <legend>{t('productEditor.sizes')}</legend>
      {SIZES.map((size, i) => (
        <CheckboxField
          key={size}
          label={size}
          checked={values.sizes.includes(size)}
          aria-invalid={shown && i === 0 ? true : undefined}
          onChange={(checked) =>
            change(
              {
                sizes: checked
                  ? SIZES.filter((s) => s === size || values.sizes.includes(s))
                  : values.sizes.filter((s) => s !== size),
              },
              ['sizes'],
            )
          }
        />
      ))}
      {shown ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.wide}`}>
          {t(`fieldErrors.${shown.error}`)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Code, category, colour, material, style, sizes, price, minimum order and the "new" flag. */
export function ProductBasicsFields(props: EditorFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { form: values, change, errorOf, touch } = props;
  return (
    <fieldset className={form.fieldset}>
      <legend>{t('productEditor.basics')}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('productEditor.code')}
          hint={t('productEditor.codeHint')}
          value={values.code}
          onChange={(code) => change({ code }, ['code'])}
          onBlur={() => touch('code')}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          {...errorOf('code')}
        />
        <SelectField
          label={t('products.category')}
          value={values.category}
          onChange={(category) => change({ category: category as Category }, ['category'])}
          options={CATEGORIES.map((name) => ({ value: name, label: t(`categories.${name}`) }))}
          {...errorOf('category')}
        />
        <SelectField
          label={t('productEditor.colour')}
          value={values.colour}
          onChange={(colour) => change({ colour: colour as Colour }, ['colour'])}
          options={COLOURS.map((name) => ({ value: name, label: t(`colours.${name}`) }))}
          {...errorOf('colour')}
        />
        <SelectField
          label={t('productEditor.material')}
          value={values.material}
          onChange={(material) => change({ material: material as ProductMaterial }, ['material'])}
          options={PRODUCT_MATERIALS.map((name) => ({ value: name, label: t(`materials.${name}`) }))}
          {...errorOf('material')}
        />
        <TextField
          label={t('productEditor.price')}
          hint={t('productEditor.priceHint')}
          inputMode="decimal"
          value={values.price}
          onChange={(price) => change({ price }, ['priceCents'])}
          onBlur={() => touch('priceCents')}
          autoComplete="off"
          {...errorOf('priceCents')}
        />
        <TextField
          label={t('productEditor.minimumOrder')}
          hint={t('productEditor.minimumOrderHint')}
          inputMode="numeric"
          value={values.minimumOrder}
          onChange={(minimumOrder) => change({ minimumOrder }, ['minimumOrder'])}
          onBlur={() => touch('minimumOrder')}
          autoComplete="off"
          {...errorOf('minimumOrder')}
        />
        <div className={styles.wide}>
          <TextField
            label={t('productEditor.style')}
            hint={t('productEditor.styleHint')}
            value={values.style}
            onChange={(style) => change({ style }, ['style'])}
            onBlur={() => touch('style')}
            {...errorOf('style')}
          />
        </div>
      </div>
      <SizesField {...props} />
      <CheckboxField
        label={t('productEditor.isNew')}
        hint={t('productEditor.isNewHint')}
        checked={values.isNew}
        onChange={(isNew) => change({ isNew }, ['isNew'])}
        error={errorOf('isNew')?.error}
      />
    </fieldset>
  );
}
