import {
  changedDraftFields,
  type ImportColumn,
  type ImportLine,
  type ImportProblem,
  type ImportProblemCode,
  type ImportValues,
  MIN_ORDER_PIECES,
  type ProductDraft,
  type ProductImportRequest,
  type ProductImportResult,
  productDraftProblems,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { indexProductWords } from '../../db/search-index.ts';
import { ApiHttpError, invalidFields } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { appendAudit } from '../office/audit.ts';
import { readImportFile } from './import-file.ts';
import type { ProductEditor } from './product-changes.ts';
import { draftColumns, draftOf, type ProductRow } from './product-rows.ts';
import { newProductId, newProductPosition } from './queries.ts';

/**
 * The CSV import: the file read again (import-file.ts, as the office previewed it), each
 * line's resulting product checked once more with `productDraftProblems` (a price over the editor's limit is
 * a problem of its line), and — with `apply` and no problem anywhere — every line written in one transaction
 * with one `product.import` audit entry, or none — and only if every line's product is as the check read it
 * (else 409 `stale_import`). A new code becomes a draft; a known one gets the cells given (a line that
 * changes nothing is left alone).
 */

/** The draft a new code's line makes; null without one of IMPORT_COLUMNS_FOR_NEW (a problem of the line). */
export function newProductDraft(code: string, values: ImportValues): ProductDraft | null {
  const { nameEn, category, colour, priceCents, sizes } = values;
  if (!nameEn || !category || !colour || priceCents === undefined || !sizes) return null;
  return {
    code,
    category,
    colour,
    material: values.material ?? 'Cotton',
    style: values.style ?? '',
    sizes,
    priceCents,
    isNew: values.isNew ?? false,
    minimumOrder: values.minimumOrder ?? MIN_ORDER_PIECES,
    en: { name: nameEn, description: values.descriptionEn ?? '', features: [], care: '' },
    gr: { name: values.nameGr ?? '', description: values.descriptionGr ?? '', features: [], care: '' },
    related: null,
  };
}

/** A product with a line's cells applied (cells left empty keep their value). */
export function updatedDraft(draft: ProductDraft, values: ImportValues): ProductDraft {
  return {
    ...draft,
    category: values.category ?? draft.category,
    colour: values.colour ?? draft.colour,
    material: values.material ?? draft.material,
    style: values.style ?? draft.style,
    sizes: values.sizes ?? draft.sizes,
    priceCents: values.priceCents ?? draft.priceCents,
    isNew: values.isNew ?? draft.isNew,
    minimumOrder: values.minimumOrder ?? draft.minimumOrder,
    en: {
      ...draft.en,
      name: values.nameEn ?? draft.en.name,
      description: values.descriptionEn ?? draft.en.description,
    },
    gr: {
      ...draft.gr,
      name: values.nameGr ?? draft.gr.name,
      description: values.descriptionGr ?? draft.gr.description,
    },
  };
}

/** The import's problem for a draft's field problem, where a cell of the file can cause it. */
const PROBLEM_OF_FIELD: Record<string, { code: ImportProblemCode; column: ImportColumn }> = {
  category: { code: 'invalid_category', column: 'category' },
  colour: { code: 'invalid_colour', column: 'colour' },
  material: { code: 'invalid_material', column: 'material' },
  style: { code: 'too_long', column: 'style' },
  sizes: { code: 'invalid_sizes', column: 'sizes' },
  priceCents: { code: 'invalid_price', column: 'price' },
  minimumOrder: { code: 'invalid_number', column: 'minimum_order' },
  'en.name': { code: 'too_long', column: 'name_en' },
  'gr.name': { code: 'too_long', column: 'name_gr' },
  'en.description': { code: 'too_long', column: 'description_en' },
  'gr.description': { code: 'too_long', column: 'description_gr' },
};

/** Problems the line brings to its product that reading the file cannot see (e.g. a price over the limit). */
export function draftProblemsOfLine(before: ProductDraft | null, after: ProductDraft): ImportProblem[] {
  const already = before ? productDraftProblems(before) : {};
  return Object.keys(productDraftProblems(after))
    .filter((field) => !(field in already))
    .flatMap((field) => {
      const problem = PROBLEM_OF_FIELD[field];
      return problem ? [{ code: problem.code, column: problem.column }] : [];
    });
}

interface PlannedLine {
  line: ImportLine;
  row: ProductRow | undefined;
  /** The product the line makes or changes (null when the line has problems). */
  after: ProductDraft | null;
}

async function planLines(
  csv: string,
  rows: readonly ProductRow[],
): Promise<{ headerProblems: ImportProblem[]; plan: PlannedLine[] }> {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const reading = await readImportFile(csv, new Set(byCode.keys()));
  const plan = reading.lines.map((line): PlannedLine => {
    const row = byCode.get(line.code);
    if (line.problems.length > 0) return { line, row, after: null };
    const before = row ? draftOf(row) : null;
    const after = before ? updatedDraft(before, line.values) : newProductDraft(line.code, line.values);
    if (!after) return { line: { ...line, problems: [{ code: 'required_for_new' }] }, row, after: null };
    const problems = draftProblemsOfLine(before, after);
    return problems.length > 0 ? { line: { ...line, problems }, row, after: null } : { line, row, after };
  });
  return { headerProblems: reading.headerProblems, plan };
}

/**
 * 409 `stale_import` when a line's product is not as the check read it (saved since, or its code added since
 * by someone else), naming them: `fields` has each code (`changed_meanwhile`), the message who saved which.
 */
function staleLines(
  plan: readonly PlannedLine[],
  checked: ProductImportRequest['checked'],
): ApiHttpError | null {
  const asChecked = new Map((checked ?? []).map((line) => [line.code, line.version]));
  const changed = plan.filter(
    ({ line, row }) => !asChecked.has(line.code) || asChecked.get(line.code) !== (row?.version ?? null),
  );
  if (changed.length === 0) return null;
  const named = changed.map(({ line, row }) =>
    row?.updated_by ? `${line.code} (saved by ${row.updated_by})` : line.code,
  );
  return new ApiHttpError(
    409,
    'stale_import',
    `These products changed after the file was checked, so nothing was imported: ${named.join(', ')}. Check the file again, then import it.`,
    Object.fromEntries(changed.map(({ line }) => [line.code, 'changed_meanwhile'])),
  );
}

function importHasErrors(): ApiHttpError {
  return new ApiHttpError(
    400,
    'import_has_errors',
    'Some lines of the file have problems, so nothing was imported. Check the file and try again.',
  );
}

/** Writes the planned lines; answers the codes created and updated. */
async function writeLines(
  trx: Kysely<Database>,
  staff: ProductEditor,
  plan: readonly PlannedLine[],
): Promise<{ created: string[]; updated: string[] }> {
  const created: string[] = [];
  const updated: string[] = [];
  const now = nowIso();
  let position = await newProductPosition(
    trx,
    plan.filter((planned) => planned.after && !planned.row).length,
  );
  const written: string[] = [];
  for (const { line, row, after } of plan) {
    if (!after) continue;
    if (!row) {
      const id = await newProductId(trx, after.code);
      written.push(id);
      await trx
        .insertInto('products')
        .values({
          id,
          position: position++,
          ...draftColumns(after),
          status: 'draft',
          version: 1,
          created_at: now,
          updated_at: now,
          updated_by: staff.name,
        })
        .execute();
      created.push(line.code);
    } else if (changedDraftFields(draftOf(row), after).length > 0) {
      const result = await trx
        .updateTable('products')
        .set({ ...draftColumns(after), version: row.version + 1, updated_at: now, updated_by: staff.name })
        .where('id', '=', row.id)
        .where('version', '=', row.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw new ApiHttpError(
          409,
          'stale_product',
          `Someone saved ${row.code} while the file was imported, so nothing was imported. Please try again.`,
        );
      }
      written.push(row.id);
      updated.push(line.code);
    }
  }
  await indexProductWords(trx, written);
  return { created, updated };
}

/** Reads an import file against the catalogue and, with `apply` and no problem anywhere, writes it. */
export async function importProducts(
  db: Kysely<Database>,
  staff: ProductEditor,
  request: ProductImportRequest,
): Promise<ProductImportResult> {
  const run = async (trx: Kysely<Database>): Promise<ProductImportResult> => {
    const rows = await trx.selectFrom('products').selectAll().execute();
    const { headerProblems, plan } = await planLines(request.csv, rows);
    const hasProblems = headerProblems.length > 0 || plan.some(({ line }) => line.problems.length > 0);
    const result: ProductImportResult = {
      headerProblems,
      lines: plan.map(({ line, row, after }) => ({
        line: line.line,
        code: line.code,
        action: row ? 'update' : 'create',
        name: after?.en.name ?? line.values.nameEn ?? row?.name_en ?? '',
        version: row?.version ?? null,
        problems: line.problems,
      })),
      applied: false,
      created: 0,
      updated: 0,
    };
    if (!request.apply) return result;
    if (hasProblems) throw importHasErrors();
    if (!request.checked) throw invalidFields({ checked: 'required' });
    const stale = staleLines(plan, request.checked);
    if (stale) throw stale;
    const written = await writeLines(trx, staff, plan);
    await appendAudit(
      trx,
      staff,
      'product.import',
      { kind: 'products', ref: 'import' },
      {
        lines: plan.length,
        created: written.created.length,
        updated: written.updated.length,
        createdCodes: written.created,
        updatedCodes: written.updated,
      },
    );
    return { ...result, applied: true, created: written.created.length, updated: written.updated.length };
  };
  if (!request.apply) return run(db);
  try {
    return await db.transaction().execute(run);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new ApiHttpError(
      409,
      'conflict',
      'Someone added one of these codes while the file was imported, so nothing was imported. Please try again.',
    );
  }
}
