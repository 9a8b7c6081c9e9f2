import type { StockImportResult } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../../i18n/register.ts';
import table from '../../../shared/components/table.module.css';
import { ColumnProblem, ImportLineRow, ImportLinesTable } from '../ImportResultTable.tsx';

type Line = StockImportResult['lines'][number];
type Problem = Line['problems'][number];

/** A problem of the stock file in words, with the column it is about. */
export function StockProblemText({ problem }: { problem: Problem }) {
  const { t } = useTranslation(NAMESPACE);
  const text = t(`stockImport.problems.${problem.code}`, {
    column: problem.column ?? '',
    line: problem.line ?? '',
  });
  // A missing column names itself in the sentence.
  return (
    <ColumnProblem column={problem.code === 'missing_column' ? undefined : problem.column} text={text} />
  );
}

/**
 * Every line of the checked stock file: its number, code and size, the pieces held now and those it sets,
 * what is reserved, the restock date and lead time it sets, and its problems.
 */
export function StockImportResultTable({ lines }: { lines: Line[] }) {
  const { t } = useTranslation(NAMESPACE);
  const leadTime = (line: Line) => {
    if (line.backorderDays === undefined) return t('stockImport.unchanged');
    if (line.backorderDays === null) return t('stockImport.noBackorder');
    return t('stockImport.leadDays', { count: line.backorderDays });
  };
  return (
    <ImportLinesTable
      caption={t('stockImport.linesCaption')}
      columns={
        <>
          <th scope="col">{t('stock.size')}</th>
          <th scope="col" className={table.number}>
            {t('stockImport.before')}
          </th>
          <th scope="col" className={table.number}>
            {t('stockImport.after')}
          </th>
          <th scope="col" className={table.number}>
            {t('stock.reserved')}
          </th>
          <th scope="col">{t('stock.restockDate')}</th>
          <th scope="col">{t('stockImport.leadTime')}</th>
        </>
      }
    >
      {lines.map((line) => (
        <ImportLineRow key={line.line} line={line} ProblemText={StockProblemText}>
          <td>{line.size || '—'}</td>
          <td className={table.number}>{line.onHandBefore ?? t('stock.notTracked')}</td>
          <td className={table.number}>{line.onHand ?? '—'}</td>
          <td className={table.number}>{line.reserved}</td>
          <td>{line.restockDate ?? '—'}</td>
          <td>{leadTime(line)}</td>
        </ImportLineRow>
      ))}
    </ImportLinesTable>
  );
}
