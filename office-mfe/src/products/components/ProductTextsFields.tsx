import { PRODUCT_TEXT_LIMITS } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import form from '@shop/ui/form.module.css';
import hint from '@shop/ui/hint.module.css';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextAreaField, TextField } from '../../shared/components/fields.tsx';
import { LANGS, type Lang, type TextField as TextFieldName } from '../lib/product-form.ts';
import type { EditorFieldsProps } from './editor-fields.ts';
import styles from './ProductEditor.module.css';

const ROWS: Record<Exclude<TextFieldName, 'name'>, number> = { description: 5, features: 5, care: 3 };

/** One language's words: name, description, features (one per line) and care. */
function LanguageFields({ lang, ...props }: EditorFieldsProps & { lang: Lang }) {
  const { t } = useTranslation(NAMESPACE);
  const { form: values, change, errorOf, touch } = props;
  const language = t(`productEditor.languages.${lang}`);
  const label = (field: TextFieldName) =>
    t('productEditor.inLanguage', { field: t(`productEditor.text.${field}`), language });
  const set = (field: TextFieldName, value: string) =>
    change({ [lang]: { ...values[lang], [field]: value } }, [`${lang}.${field}`]);
  const common = (field: TextFieldName) => ({
    label: label(field),
    value: values[lang][field],
    onChange: (value: string) => set(field, value),
    onBlur: () => touch(`${lang}.${field}`),
    lang: lang === 'gr' ? 'el' : 'en',
    ...errorOf(`${lang}.${field}`),
  });
  return (
    <fieldset className={form.fieldset}>
      <legend>{language}</legend>
      <p className={hint.hint}>{t(`productEditor.languageNote.${lang}`)}</p>
      <TextField {...common('name')} maxLength={PRODUCT_TEXT_LIMITS.name} />
      <TextAreaField {...common('description')} rows={ROWS.description} />
      <TextAreaField
        {...common('features')}
        rows={ROWS.features}
        hint={t('productEditor.featuresHint', {
          count: PRODUCT_TEXT_LIMITS.features,
          max: PRODUCT_TEXT_LIMITS.feature,
        })}
      />
      <TextAreaField {...common('care')} rows={ROWS.care} />
    </fieldset>
  );
}

/** English and Greek side by side (one above the other on a narrow screen). */
export function ProductTextsFields(props: EditorFieldsProps) {
  return (
    <div className={styles.languages}>
      {LANGS.map((lang) => (
        <LanguageFields key={lang} lang={lang} {...props} />
      ))}
    </div>
  );
}
