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

/**
 * An import's help: the columns it knows (each with its `requirement`, if any, and what it is for), then an
 * example file.
 */
export function ImportColumnsHelp<Column extends string>({
  titleId,
  intro,
  columns,
  requirement,
  describe,
  exampleIntro,
  example,
}: {
  titleId: string;
  intro: string;
  columns: readonly Column[];
  /** When a column is required, in words; null when it is not. */
  requirement: (column: Column) => string | null;
  describe: (column: Column) => string;
  exampleIntro: string;
  example: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={titleId} className={styles.help}>
      <h2 id={titleId}>{t('import.columnsTitle')}</h2>
      <p>{intro}</p>
      <dl className={styles.columns}>
        {columns.map((column) => {
          const required = requirement(column);
          return (
            <div key={column}>
              <dt>
                <code>{column}</code>
                {required ? <span className={styles.required}>{required}</span> : null}
              </dt>
              <dd>{describe(column)}</dd>
            </div>
          );
        })}
      </dl>
      <h3>{t('import.exampleTitle')}</h3>
      <p>{exampleIntro}</p>
      <pre className={styles.example}>
        <code>{example}</code>
      </pre>
    </section>
  );
}

/** The columns the import knows, which a new product needs, and an example file. */
export function ImportHelp() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ImportColumnsHelp
      titleId="import-help-title"
      intro={t('import.columnsIntro')}
      columns={IMPORT_COLUMNS}
      requirement={(column) =>
        column === 'code'
          ? t('import.alwaysRequired')
          : IMPORT_COLUMNS_FOR_NEW.includes(column)
            ? t('import.requiredForNew')
            : null
      }
      describe={(column) => t(`import.columns.${column}`)}
      exampleIntro={t('import.exampleIntro')}
      example={IMPORT_EXAMPLE}
    />
  );
}
