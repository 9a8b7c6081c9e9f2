import type { ProductImportResult } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import type { ComponentType, ReactNode } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import table from '../../shared/components/table.module.css';
import styles from './ProductImport.module.css';

type Problem = ProductImportResult['lines'][number]['problems'][number];

/** A problem's sentence, after the column it is about (`column` left out: the sentence alone). */
export function ColumnProblem({ column, text }: { column?: string | undefined; text: string }) {
  if (!column) return text;
  return (
    <>
      <code>{column}</code>: {text}
    </>
  );
}

/** A problem in words, with the column it is about. */
export function ImportProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation(NAMESPACE);
  const text = t(`import.problems.${problem.code}`, {
    column: problem.column ?? '',
    line: problem.line ?? '',
  });
  return <ColumnProblem column={problem.column} text={text} />;
}

/**
 * A checked file's lines as a table in a region that scrolls (and takes focus to be scrolled): the caption,
 * the head's columns after the line number and the code, and the rows.
 */
export function ImportLinesTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** The head's cells between the code and the problems. */
  columns: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
    <section className={table.scroll} tabIndex={0} aria-label={t('import.linesScroll')}>
      <table className={table.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.number}>
              {t('import.line')}
            </th>
            <th scope="col">{t('products.code')}</th>
            {columns}
            <th scope="col">{t('import.problemsColumn')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** One line of a checked file, marked when it has problems: its number, its code, the cells given, its problems. */
export function ImportLineRow<P>({
  line,
  ProblemText,
  children,
}: {
  line: { line: number; code: string; problems: readonly P[] };
  ProblemText: ComponentType<{ problem: P }>;
  /** The cells between the code and the problems. */
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <tr className={line.problems.length > 0 ? styles.bad : undefined}>
      <td className={table.number}>{line.line}</td>
      <th scope="row">{line.code || '—'}</th>
      {children}
      <td>
        {line.problems.length === 0 ? (
          <span className={styles.ok}>{t('import.noProblem')}</span>
        ) : (
          <ul className={styles.problems}>
            {line.problems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's problems have no identity but their place
              <li key={i}>
                <ProblemText problem={problem} />
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** Every line of the checked file: its number, code, whether it creates or updates, the name, its problems. */
export function ImportResultTable({ lines }: { lines: ProductImportResult['lines'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ImportLinesTable
      caption={t('import.linesCaption')}
      columns={
        <>
          <th scope="col">{t('import.action')}</th>
          <th scope="col">{t('products.nameEn')}</th>
        </>
      }
    >
      {lines.map((line) => (
        <ImportLineRow key={line.line} line={line} ProblemText={ImportProblemText}>
          <td>{t(`import.actions.${line.action}`)}</td>
          <td>{line.name}</td>
        </ImportLineRow>
      ))}
    </ImportLinesTable>
  );
}
