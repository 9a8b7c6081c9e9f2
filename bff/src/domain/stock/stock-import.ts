import {
  type ImportRow,
  readStockImportRows,
  type Size,
  STOCK_IMPORT_PROBLEMS,
  type StockImportLine,
  type StockImportProblem,
  type StockImportProblemCode,
  type StockImportProduct,
  type StockImportReading,
  type StockImportRequest,
  type StockImportResult,
  shopToday,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields } from '../../lib/api-error.ts';
import { stockLevelsOf } from '../../repositories/stock.ts';
import { readImportFileRows } from '../office-products/import-file.ts';
import { saveStockIn } from './office-stock.ts';

/**
 * The stock import: the file read by the product import's CSV reader (decision 0029, the same bounds), each
 * line read by contracts `readStockImportRows` against the products it names and their stock now; with
 * `apply` and no problem anywhere, each product's sizes saved as the stock editor saves them (`saveStockIn`:
 * the same checks, one `stock.update` audit entry per product, `via: 'import'`), all in one transaction, or
 * none — and only if every product's stock is as the check read it (else 409 `stale_stock` naming them).
 */

type Product = StockImportProduct & { code: string; updatedBy: string | null };

/** The products of these codes with their sizes, lead time, stock version and tracked sizes. */
async function productsOf(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, Product>> {
  const products = new Map<string, Product>();
  if (codes.length === 0) return products;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code', 'sizes', 'backorder_days', 'stock_version', 'stock_updated_by'])
    .where('code', 'in', [...new Set(codes)])
    .execute();
  const levels = await stockLevelsOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    products.set(row.code, {
      id: row.id,
      code: row.code,
      sizes: JSON.parse(row.sizes) as Size[],
      levels: levels.get(row.id) ?? [],
      backorderDays: row.backorder_days === null ? null : Number(row.backorder_days),
      stockVersion: Number(row.stock_version),
      updatedBy: row.stock_updated_by,
    });
  }
  return products;
}

/**
 * The file read against the catalogue: a first reading finds the codes it names (against no product), the
 * second reads every line against those products and their stock.
 */
async function readStockFile(
  db: Kysely<Database>,
  csv: string,
): Promise<{ reading: StockImportReading; products: Map<string, Product> }> {
  const read = await readImportFileRows(csv);
  if ('problem' in read) {
    // The reader's problems of a file (bounds, an open quote) are the stock import's too.
    const { code, line } = read.problem;
    const known = (STOCK_IMPORT_PROBLEMS as readonly string[]).includes(code);
    const problem: StockImportProblem = {
      code: known ? (code as StockImportProblemCode) : 'unreadable',
      ...(line === undefined ? {} : { line }),
    };
    return { reading: { headerProblems: [problem], lines: [] }, products: new Map() };
  }
  const rows: ImportRow[] = read.rows;
  const today = shopToday();
  const codes = readStockImportRows(rows, new Map(), today).lines.map((line) => line.code);
  const products = await productsOf(
    db,
    codes.filter((code) => code !== ''),
  );
  return { reading: readStockImportRows(rows, products, today), products };
}

/** What the office shows of a line: what it sets, beside what the size holds and reserves now. */
function resultLine(line: StockImportLine, product: Product | undefined): StockImportResult['lines'][number] {
  const level = product?.levels.find((l) => l.size === line.size);
  return {
    ...line,
    onHandBefore: level ? level.onHand : null,
    reserved: level ? level.reserved : 0,
  };
}

/** 409 `stale_stock` when a product's stock was saved since the check (or the check did not read it). */
function staleProducts(
  products: readonly Product[],
  checked: NonNullable<StockImportRequest['checked']>,
): ApiHttpError | null {
  const asChecked = new Map(checked.map((entry) => [entry.code, entry.stockVersion]));
  const changed = products.filter((product) => asChecked.get(product.code) !== product.stockVersion);
  if (changed.length === 0) return null;
  const named = changed.map((product) =>
    product.updatedBy ? `${product.code} (saved by ${product.updatedBy})` : product.code,
  );
  return new ApiHttpError(
    409,
    'stale_stock',
    `The stock of these products changed after the file was checked, so nothing was imported: ${named.join(', ')}. Check the file again, then import it.`,
    Object.fromEntries(changed.map((product) => [product.code, 'changed_meanwhile'])),
  );
}

/** Reads a stock file against the catalogue and, with `apply` and no problem anywhere, saves it. */
export async function importStock(
  db: Kysely<Database>,
  staff: { id: string; name: string },
  request: StockImportRequest,
): Promise<StockImportResult> {
  const run = async (trx: Kysely<Database>): Promise<StockImportResult> => {
    const { reading, products } = await readStockFile(trx, request.csv);
    const named = [...new Set(reading.lines.map((line) => line.code))].flatMap((code) => {
      const product = products.get(code);
      return product ? [product] : [];
    });
    const result: StockImportResult = {
      headerProblems: reading.headerProblems,
      lines: reading.lines.map((line) => resultLine(line, products.get(line.code))),
      products: named.map(({ code, stockVersion }) => ({ code, stockVersion })),
      applied: false,
      saved: 0,
    };
    if (!request.apply) return result;
    if (reading.headerProblems.length > 0 || reading.lines.some((line) => line.problems.length > 0))
      throw new ApiHttpError(
        400,
        'import_has_errors',
        'Some lines of the file have problems, so nothing was imported. Check the file and try again.',
      );
    if (!request.checked) throw invalidFields({ checked: 'required' });
    const stale = staleProducts(named, request.checked);
    if (stale) throw stale;
    for (const product of named) {
      const lines = reading.lines.filter((line) => line.code === product.code);
      const given = lines.find((line) => line.backorderDays !== undefined);
      await saveStockIn(
        trx,
        staff,
        product.id,
        {
          stockVersion: product.stockVersion,
          backorderDays: given ? (given.backorderDays ?? null) : product.backorderDays,
          levels: lines.map((line) => ({
            size: line.size as Size,
            onHand: line.onHand,
            restockDate: line.restockDate,
          })),
        },
        'import',
      );
    }
    return { ...result, applied: true, saved: named.length };
  };
  if (!request.apply) return run(db);
  return db.transaction().execute(run);
}
