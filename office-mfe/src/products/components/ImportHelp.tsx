import { IMPORT_COLUMNS, IMPORT_COLUMNS_FOR_NEW } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './ProductImport.module.css';

/** A file the import reads: the header and two lines, one updating a price, one a new product. */
export const IMPORT_EXAMPLE = [
  'code;name_en;name_gr;category;colour;price;sizes',
  'WF-1001;;;;;24,90;',
  'WF-2001;Linen wrap dress;Λινό κρουαζέ φόρεμα;dresses;beige;32,50;S M L XL',
].join('\n');

/** The columns the import knows, which a new product needs, and an example file. */
export function ImportHelp() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="import-help-title" className={styles.help}>
      <h2 id="import-help-title">{t('import.columnsTitle')}</h2>
      <p>{t('import.columnsIntro')}</p>
      <dl className={styles.columns}>
        {IMPORT_COLUMNS.map((column) => (
          <div key={column}>
            <dt>
              <code>{column}</code>
              {column === 'code' ? (
                <span className={styles.required}>{t('import.alwaysRequired')}</span>
              ) : IMPORT_COLUMNS_FOR_NEW.includes(column) ? (
                <span className={styles.required}>{t('import.requiredForNew')}</span>
              ) : null}
            </dt>
            <dd>{t(`import.columns.${column}`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('import.exampleTitle')}</h3>
      <p>{t('import.exampleIntro')}</p>
      <pre className={styles.example}>
        <code>{IMPORT_EXAMPLE}</code>
      </pre>
    </section>
  );
}
