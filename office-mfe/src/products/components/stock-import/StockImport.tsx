import type { Staff, StockImportResult } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../../i18n/register.ts';
import { useOfficeImportStockMutation } from '../../api/office-stock.ts';
import { useCsvImport } from '../../hooks/use-csv-import.ts';
import { CsvImportPage } from '../CsvImportParts.tsx';
import { StockImportHelp } from './StockImportHelp.tsx';
import { StockImportResultTable, StockProblemText } from './StockImportResultTable.tsx';

/** The stock import's own words for a refusal (the rest as every import says them). */
const OWN_ERROR_KEYS = { stale_stock: 'stock.stale' };

/** What the check found, in a sentence: how many lines, and how many have problems. */
function CheckSummary({ result }: { result: StockImportResult }) {
  const { t } = useTranslation(NAMESPACE);
  const bad = result.lines.filter((line) => line.problems.length > 0).length;
  return (
    <p role="status">
      {t('stockImport.checked', { count: result.lines.length })}{' '}
      {bad > 0 ? t('import.withProblems', { count: bad }) : t('import.allGood')}
    </p>
  );
}

/**
 * Importing stock per product and size from a CSV or tab separated file, or lines pasted: "Check" asks the
 * BFF to read it (nothing saved) and shows every line beside the stock now, with its problems; only a file
 * without problems can then be saved, every product's stock at once, against the stock versions checked.
 */
export function StockImport({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const importer = useCsvImport(useOfficeImportStockMutation(), {
    // The stock versions as checked: a product saved since is refused (409 stale_stock, naming the products
    // whose stock was saved since the check), not overwritten.
    staleCode: 'stale_stock',
    checkedOf: (result: StockImportResult) => result.products,
    doneHeading: 'stock-import-done',
  });
  return (
    <CsvImportPage
      staff={staff}
      kind="stock"
      importer={importer}
      title={t('stockImport.title')}
      intro={t('stockImport.intro')}
      errorKeys={OWN_ERROR_KEYS}
      changedCodesKey="stockImport.changedSinceCheckCodes"
      applyLabel={(current) => t('stockImport.apply', { count: current?.products.length ?? 0 })}
      doneTitle={t('stockImport.doneTitle')}
      doneText={(applied) => t('stockImport.doneText', { count: applied.saved })}
      resultTitleId="stock-import-result-title"
      ProblemText={StockProblemText}
      Summary={CheckSummary}
      Table={StockImportResultTable}
      help={<StockImportHelp />}
    />
  );
}
