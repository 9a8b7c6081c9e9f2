import { STOCK_IMPORT_COLUMNS, STOCK_IMPORT_REQUIRED_COLUMNS } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../../i18n/register.ts';
import { ImportColumnsHelp } from '../ImportHelp.tsx';

/** A stock file: two sizes of one product (the second expected again), a product made to order in 14 days. */
export const STOCK_IMPORT_EXAMPLE = [
  'code;size;on_hand;restock_date;backorder_days',
  'WF-1001;M;24;;',
  'WF-1001;L;0;1/3/2027;',
  'WF-1002;S;6;;14',
].join('\n');

/** The columns the stock import knows, which are required, and an example file. */
export function StockImportHelp() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ImportColumnsHelp
      titleId="stock-import-help-title"
      intro={t('stockImport.columnsIntro')}
      columns={STOCK_IMPORT_COLUMNS}
      requirement={(column) =>
        STOCK_IMPORT_REQUIRED_COLUMNS.includes(column) ? t('import.alwaysRequired') : null
      }
      describe={(column) => t(`stockImport.columns.${column}`)}
      exampleIntro={t('stockImport.exampleIntro')}
      example={STOCK_IMPORT_EXAMPLE}
    />
  );
}
