import type { ProductImportResult } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import table from '../../shared/components/table.module.css';
import styles from './ProductImport.module.css';

type Problem = ProductImportResult['lines'][number]['problems'][number];

/** A problem in words, with the column it is about. */
export function ImportProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation(NAMESPACE);
  const text = t(`import.problems.${problem.code}`, {
    column: problem.column ?? '',
    line: problem.line ?? '',
  });
  if (!problem.column) return text;
  return (
    <>
      <code>{problem.column}</code>: {text}
    </>
  );
}

/** Every line of the checked file: its number, code, whether it creates or updates, the name, its problems. */
export function ImportResultTable({ lines }: { lines: ProductImportResult['lines'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
    <section className={table.scroll} tabIndex={0} aria-label={t('import.linesScroll')}>
      <table className={table.table}>
        <caption className="visually-hidden">{t('import.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.number}>
              {t('import.line')}
            </th>
            <th scope="col">{t('products.code')}</th>
            <th scope="col">{t('import.action')}</th>
            <th scope="col">{t('products.nameEn')}</th>
            <th scope="col">{t('import.problemsColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line} className={line.problems.length > 0 ? styles.bad : undefined}>
              <td className={table.number}>{line.line}</td>
              <th scope="row">{line.code || '—'}</th>
              <td>{t(`import.actions.${line.action}`)}</td>
              <td>{line.name}</td>
              <td>
                {line.problems.length === 0 ? (
                  <span className={styles.ok}>{t('import.noProblem')}</span>
                ) : (
                  <ul className={styles.problems}>
                    {line.problems.map((problem, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line's problems have no identity but their place
                      <li key={i}>
                        <ImportProblemText problem={problem} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
