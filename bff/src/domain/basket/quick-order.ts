import {
  addToBasketLine,
  checkQuickOrderLine,
  type FieldErrorCode,
  type Language,
  normaliseProductCode,
  QUICK_ORDER_SUGGESTIONS,
  type QuickOrderAdded,
  type QuickOrderLine,
  type QuickOrderProblem,
  type QuickOrderProduct,
  type QuickOrderResult,
  quantityNumberProblem,
  quickOrderProblemField,
  SIZES,
  type Size,
  type SizeQuantities,
  totalQuantity,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError } from '../../lib/api-error.ts';
import { searchKey } from '../../lib/search-key.ts';
import { cachedCatalogueAnswer } from '../../repositories/products.ts';
import { localisedName, lockBuyer } from '../commerce/shared.ts';
import { lineState, loadBasket, saveLine } from './basket.ts';

/** What the quick order needs to know of a product. */
interface IndexedProduct {
  id: string;
  code: string;
  name_en: string;
  name_gr: string;
  sizes: Size[];
  /** `searchKey` of both names, for matching typed words. */
  key: string;
}

function parseSizes(json: string): Size[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? SIZES.filter((size) => value.includes(size)) : [];
}

/**
 * Every product's code, names and sizes, in catalogue order: small (a few columns a product) and the same for
 * every buyer, so it is kept like the catalogue's answers (CATALOGUE_TTL_MS, emptied by `forgetCatalogue`).
 * Matching names in JS (`searchKey`) keeps accents and Greek case the same on both engines.
 */
function productIndex(db: Kysely<Database>): Promise<IndexedProduct[]> {
  return cachedCatalogueAnswer(db, 'quick-order:index', async () => {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'code', 'name_en', 'name_gr', 'sizes'])
      .where('status', '=', 'published')
      .orderBy('position', 'asc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name_en: row.name_en,
      name_gr: row.name_gr,
      sizes: parseSizes(row.sizes),
      key: searchKey(`${row.name_en} ${row.name_gr}`),
    }));
  });
}

function toQuickOrderProduct(product: IndexedProduct, language: Language): QuickOrderProduct {
  return { id: product.id, code: product.code, name: localisedName(product, language), sizes: product.sizes };
}

/**
 * Products for the grid: by `codes` the ones that exist (in the order asked, once each), else by `q` the
 * first QUICK_ORDER_SUGGESTIONS whose code starts with it or whose name (either language) has every word.
 */
export async function findQuickOrderProducts(
  db: Kysely<Database>,
  query: { q?: string; codes?: readonly string[] },
  language: Language,
): Promise<QuickOrderProduct[]> {
  const index = await productIndex(db);
  if (query.codes && query.codes.length > 0) {
    const byCode = new Map(index.map((product) => [product.code, product]));
    const wanted = [...new Set(query.codes.map(normaliseProductCode))];
    return wanted.flatMap((code) => {
      const product = byCode.get(code);
      return product ? [toQuickOrderProduct(product, language)] : [];
    });
  }
  const words = searchKey(query.q ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return [];
  const codeStart = normaliseProductCode(query.q ?? '');
  const byCode = index.filter((product) => product.code.startsWith(codeStart));
  const byName = index.filter(
    (product) => !byCode.includes(product) && words.every((word) => product.key.includes(word)),
  );
  return [...byCode, ...byName]
    .slice(0, QUICK_ORDER_SUGGESTIONS)
    .map((product) => toQuickOrderProduct(product, language));
}

/** The problems of a sent line that its own numbers show (before the catalogue or the basket is asked). */
function sentLineProblems(line: { code: string; quantities: Partial<Record<Size, number>> }): {
  quantities: SizeQuantities;
  problems: QuickOrderProblem[];
} {
  const problems: QuickOrderProblem[] = [];
  const quantities: SizeQuantities = {};
  for (const size of SIZES) {
    const n = line.quantities[size];
    if (n === undefined) continue;
    const problem = quantityNumberProblem(n);
    if (problem) problems.push({ code: problem, size });
    else if (n > 0) quantities[size] = n;
  }
  if (line.code === '') problems.unshift({ code: 'missing_code' });
  else if (problems.length === 0 && totalQuantity(quantities) === 0) problems.push({ code: 'no_quantities' });
  return { quantities, problems };
}

/** One 400 naming every problem of every line; the codes are contracts' QUICK_ORDER_PROBLEMS. */
function linesRefused(problemsByLine: ReadonlyMap<number, readonly QuickOrderProblem[]>): ApiHttpError {
  const fields: Record<string, string> = {};
  for (const [index, problems] of problemsByLine) {
    for (const problem of problems) {
      const field = quickOrderProblemField(index, problem);
      fields[field] ??= problem.code;
    }
  }
  const count = problemsByLine.size;
  // The quick order's problem codes ride in `fields` as field codes do (the frontends translate both).
  return new ApiHttpError(
    400,
    'validation_failed',
    `${count} ${count === 1 ? 'line has' : 'lines have'} problems; nothing was added.`,
    fields as Record<string, FieldErrorCode>,
  );
}

/**
 * Quick order: every line is checked (its numbers, its code, the sizes its product is made in, and — in the
 * transaction — 999 a size with what the basket holds and the earlier lines); any problem refuses the whole
 * order (nothing is added). Otherwise each line is merged by the add-to-basket rules, keeping the line's
 * addYourBrand (and its logo) as it is, all in one transaction.
 */
export async function addQuickOrder(
  db: Kysely<Database>,
  buyerId: string,
  lines: readonly QuickOrderLine[],
  language: Language,
): Promise<QuickOrderResult> {
  const index = await productIndex(db);
  const byCode = new Map(index.map((product) => [product.code, product]));
  const problemsByLine = new Map<number, QuickOrderProblem[]>();
  const checked = lines.map((line, i) => {
    const code = normaliseProductCode(line.code);
    const { quantities, problems } = sentLineProblems({ code, quantities: line.quantities });
    const product = byCode.get(code);
    if (problems.length === 0) problems.push(...checkQuickOrderLine({ code, quantities }, product));
    if (problems.length > 0) problemsByLine.set(i, problems);
    return { code, quantities, product };
  });
  if (problemsByLine.size > 0) throw linesRefused(problemsByLine);

  return db.transaction().execute(async (trx) => {
    await lockBuyer(trx, buyerId);
    // The index may be up to CATALOGUE_TTL_MS old: a product deleted since then is an unknown code.
    const ids = [...new Set(checked.map((line) => line.product?.id ?? ''))];
    const present = new Set(
      (
        await trx
          .selectFrom('products')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', 'published')
          .execute()
      ).map((row) => row.id),
    );
    const added: QuickOrderAdded[] = [];
    for (const [i, line] of checked.entries()) {
      const product = line.product;
      if (!product || !present.has(product.id)) {
        problemsByLine.set(i, [{ code: 'unknown_code' }]);
        continue;
      }
      const existing = await lineState(trx, buyerId, product.id);
      const result = addToBasketLine(existing, {
        quantities: line.quantities,
        addYourBrand: existing?.addYourBrand ?? false,
      });
      if (!result.ok) {
        // The quantities were checked above: the only refusal left is a size passing 999 with the basket.
        const sizes = result.error.code === 'quantity_limit_exceeded' ? result.error.sizes : [];
        problemsByLine.set(
          i,
          sizes.map((size) => ({ code: 'over_limit', size })),
        );
        continue;
      }
      await saveLine(trx, buyerId, product.id, result.line, !existing);
      added.push({
        productId: product.id,
        code: product.code,
        name: localisedName(product, language),
        quantities: line.quantities,
        totalQuantity: totalQuantity(line.quantities),
      });
    }
    // Thrown inside the transaction: it rolls back what the earlier lines saved.
    if (problemsByLine.size > 0) throw linesRefused(problemsByLine);
    return { added, basket: await loadBasket(trx, buyerId, language) };
  });
}
