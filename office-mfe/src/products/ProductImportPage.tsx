import type { ProductImportResult, Staff } from '@shop/contracts';
import { useSearchParams, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { useOfficeImportProductsMutation } from './api/office-products.ts';
import { CsvImportPage } from './components/CsvImportParts.tsx';
import { ImportHelp } from './components/ImportHelp.tsx';
import { ImportProblemText, ImportResultTable } from './components/ImportResultTable.tsx';
import { StockImport } from './components/stock-import/StockImport.tsx';
import { useCsvImport } from './hooks/use-csv-import.ts';
import { IMPORT_KIND_PARAM } from './lib/product-list-params.ts';

/** The product import's own words for a refusal (the rest as every import says them). */
const OWN_ERROR_KEYS = {
  stale_product: 'import.changedMeanwhile',
  stale_import: 'import.changedMeanwhile',
  conflict: 'import.changedMeanwhile',
};

/** What the check found, in a sentence: how many lines, new and updated, and how many have problems. */
function CheckSummary({ result }: { result: ProductImportResult }) {
  const { t } = useTranslation(NAMESPACE);
  const created = result.lines.filter((line) => line.action === 'create').length;
  const bad = result.lines.filter((line) => line.problems.length > 0).length;
  return (
    <p role="status">
      {t('import.checked', { count: result.lines.length })}{' '}
      {t('import.checkedSplit', { created, updated: result.lines.length - created })}{' '}
      {bad > 0 ? t('import.withProblems', { count: bad }) : t('import.allGood')}
    </p>
  );
}

/**
 * Importing products from a CSV or tab separated file (a spreadsheet's export), or lines pasted: "Check"
 * asks the BFF to read it (nothing written) and shows every line with its problems; only a file without
 * problems can then be imported, all its lines at once.
 */
function ProductImport({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const importer = useCsvImport(useOfficeImportProductsMutation(), {
    // The lines as checked: a product saved since is refused (409 stale_import, naming the products changed
    // since the check), not overwritten.
    staleCode: 'stale_import',
    checkedOf: (result: ProductImportResult) => result.lines.map(({ code, version }) => ({ code, version })),
    doneHeading: 'product-import-done',
  });
  return (
    <CsvImportPage
      staff={staff}
      kind="products"
      importer={importer}
      title={t('import.title')}
      intro={t('import.intro')}
      errorKeys={OWN_ERROR_KEYS}
      changedCodesKey="import.changedSinceCheckCodes"
      applyLabel={(current) => t('import.apply', { count: current?.lines.length ?? 0 })}
      doneTitle={t('import.doneTitle')}
      doneText={(applied) => t('import.doneText', { created: applied.created, updated: applied.updated })}
      resultTitleId="import-result-title"
      ProblemText={ImportProblemText}
      Summary={CheckSummary}
      Table={ImportResultTable}
      help={<ImportHelp />}
    />
  );
}

/** `/office/products/import`: products, or stock per size with `?what=stock` (the products page links both). */
export default function ProductImportPage() {
  const [params] = useSearchParams();
  const stock = params.get(IMPORT_KIND_PARAM) === 'stock';
  return (
    <RequireStaff>
      {(staff) => (stock ? <StockImport staff={staff} /> : <ProductImport staff={staff} />)}
    </RequireStaff>
  );
}
