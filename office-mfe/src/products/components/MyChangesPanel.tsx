import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import form from '@shop/ui/form.module.css';
import { NAMESPACE } from '../../i18n/register.ts';
import { changedFields, fieldText, type ProductForm } from '../lib/product-form.ts';
import styles from './ProductEditor.module.css';

/** The label of a field of the editor, keyed like the API's (`en.name`, `priceCents`). */
export function useFieldLabel() {
  const { t } = useTranslation(NAMESPACE);
  return (field: string): string => {
    const [lang, name] = field.split('.');
    if ((lang === 'en' || lang === 'gr') && name) {
      return t('productEditor.inLanguage', {
        field: t(`productEditor.text.${name}`),
        language: t(`productEditor.languages.${lang}`),
      });
    }
    const keys: Record<string, string> = {
      code: 'productEditor.code',
      category: 'products.category',
      colour: 'productEditor.colour',
      material: 'productEditor.material',
      style: 'productEditor.style',
      sizes: 'productEditor.sizes',
      priceCents: 'productEditor.price',
      isNew: 'productEditor.isNew',
      minimumOrder: 'productEditor.minimumOrder',
      related: 'productEditor.related.title',
    };
    return t(keys[field] ?? field);
  };
}

/**
 * After "Load their version": the other member's save is in the form, and what this member had changed
 * (against the version they opened) is kept here, field by field, to copy from, or to put back into
 * theirs (then saved over it). A field both changed is marked.
 */
export function MyChangesPanel({
  mine,
  base,
  theirs,
  onRestore,
  onDismiss,
}: {
  /** The form as this member had it. */
  mine: ProductForm;
  /** The version this member had opened (or last saved). */
  base: ProductForm;
  /** The version the colleague saved. */
  theirs: ProductForm;
  /** Puts this member's changed fields back into the form. */
  onRestore: (fields: readonly string[]) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const labelOf = useFieldLabel();
  const fields = changedFields(mine, base);
  const theirsChanged = new Set(changedFields(theirs, base));

  const myValue = (field: string): string => {
    switch (field) {
      case 'category':
        return t(`categories.${mine.category}`);
      case 'colour':
        return t(`colours.${mine.colour}`);
      case 'material':
        return t(`materials.${mine.material}`);
      case 'isNew':
        return t(mine.isNew ? 'request.yes' : 'request.no');
      case 'related':
        return mine.relatedMode === 'automatic'
          ? t('productEditor.related.automatic')
          : t('productEditor.related.pickedCount', { count: mine.related.length });
      default:
        return fieldText(mine, field) || t('productEditor.empty');
    }
  };

  return (
    <section aria-labelledby="my-changes-title" className={styles.mine}>
      <h2 id="my-changes-title">{t('productEditor.mine.title')}</h2>
      <p>{t(fields.length > 0 ? 'productEditor.mine.intro' : 'productEditor.mine.same')}</p>
      {fields.length > 0 ? (
        <dl className={styles.mineList}>
          {fields.map((field) => (
            <div key={field}>
              <dt>
                {labelOf(field)}
                {theirsChanged.has(field) ? (
                  <span className={styles.both}> {t('productEditor.mine.bothChanged')}</span>
                ) : null}
              </dt>
              <dd>{myValue(field)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={form.actions}>
        {fields.length > 0 ? (
          <Button variant="secondary" onClick={() => onRestore(fields)}>
            {t('productEditor.mine.restore')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDismiss}>
          {t('productEditor.mine.dismiss')}
        </Button>
      </div>
    </section>
  );
}
