import {
  type FieldErrorCode,
  type OfficeProduct,
  type ProductDraft,
  type ProductStatusChange,
  productDraftProblems,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { indexProductWords } from '../../db/search-index.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { appendAudit } from '../office/audit.ts';
import { updateDetail } from './audit-details.ts';
import { draftColumns, draftOf, tidyDraft } from './product-rows.ts';
import {
  findOfficeProduct,
  findProductRow,
  newProductId,
  newProductPosition,
  productIdWithCode,
  unknownProductIds,
} from './queries.ts';

/**
 * The team's changes of a product's words and status: each checked by contracts `productDraftProblems` and
 * the catalogue's own rules (a code is one product's; related products exist), written with its audit entry
 * in one transaction. A save names the version it started from; any other answers 409 `stale_product` and
 * writes nothing, and the UPDATE itself is conditional on that version, so of two saves at once one wins.
 */

/** Who makes the change (a staff member). */
export interface ProductEditor {
  id: string;
  name: string;
}

export function staleProduct(): ApiHttpError {
  return new ApiHttpError(
    409,
    'stale_product',
    'Someone else saved this product since you opened it; open it again to see their changes.',
  );
}

function codeTaken(): ApiHttpError {
  return invalidFields({ code: 'taken' });
}

/** The draft's problems: its own (contracts) and the catalogue's (a code in use, related ids unknown). */
async function draftProblems(
  db: Kysely<Database>,
  draft: ProductDraft,
  productId: string | null,
): Promise<Record<string, FieldErrorCode>> {
  const problems = productDraftProblems(draft);
  if (!problems.code) {
    const owner = await productIdWithCode(db, draft.code);
    if (owner !== undefined && owner !== productId) problems.code = 'taken';
  }
  if (!problems.related && draft.related !== null) {
    const itself = productId !== null && draft.related.includes(productId);
    if (itself || (await unknownProductIds(db, draft.related)).length > 0) problems.related = 'invalid_value';
  }
  return problems;
}

async function checkDraft(
  db: Kysely<Database>,
  draft: ProductDraft,
  productId: string | null,
): Promise<void> {
  const problems = await draftProblems(db, draft, productId);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
}

async function officeProductIn(db: Kysely<Database>, id: string): Promise<OfficeProduct> {
  const product = await findOfficeProduct(db, id);
  if (!product) throw notFound('No product with this id.');
  return product;
}

/** A new product, a draft at the end of the catalogue's order. */
export async function createProduct(
  db: Kysely<Database>,
  staff: ProductEditor,
  input: ProductDraft,
): Promise<OfficeProduct> {
  const draft = tidyDraft(input);
  // A second try only when another product took the id (not the code) between the check and the insert.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await checkDraft(trx, input, null);
        const id = await newProductId(trx, draft.code);
        const now = nowIso();
        await trx
          .insertInto('products')
          .values({
            id,
            position: await newProductPosition(trx),
            ...draftColumns(draft),
            status: 'draft',
            version: 1,
            created_at: now,
            updated_at: now,
            updated_by: staff.name,
          })
          .execute();
        await indexProductWords(trx, [id]);
        await appendAudit(
          trx,
          staff,
          'product.create',
          { kind: 'product', ref: id },
          { code: draft.code, name: draft.en.name },
        );
        return officeProductIn(trx, id);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if ((await productIdWithCode(db, draft.code)) !== undefined) throw codeTaken();
      if (attempt >= 2) throw err;
    }
  }
}

/** Saves a product's words (`version`: the one the editor opened). */
export async function updateProduct(
  db: Kysely<Database>,
  staff: ProductEditor,
  id: string,
  version: number,
  input: ProductDraft,
): Promise<OfficeProduct> {
  const draft = tidyDraft(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await findProductRow(trx, id);
      if (!row) throw notFound('No product with this id.');
      if (row.version !== version) throw staleProduct();
      await checkDraft(trx, input, id);
      const result = await trx
        .updateTable('products')
        .set({ ...draftColumns(draft), version: version + 1, updated_at: nowIso(), updated_by: staff.name })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw staleProduct();
      await indexProductWords(trx, [id]);
      await appendAudit(
        trx,
        staff,
        'product.update',
        { kind: 'product', ref: id },
        updateDetail(draftOf(row), draft),
      );
      return officeProductIn(trx, id);
    });
  } catch (err) {
    // Another product took the code between the check and the update.
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** Publishes or hides a product; the same status again writes nothing. */
export async function changeProductStatus(
  db: Kysely<Database>,
  staff: ProductEditor,
  id: string,
  change: ProductStatusChange,
): Promise<OfficeProduct> {
  return db.transaction().execute(async (trx) => {
    const row = await findProductRow(trx, id);
    if (!row) throw notFound('No product with this id.');
    if (row.version !== change.version) throw staleProduct();
    if (row.status === change.status) return officeProductIn(trx, id);
    if (change.status === 'published') {
      const problems = productDraftProblems(draftOf(row));
      if (Object.keys(problems).length > 0) throw invalidFields(problems);
    }
    const result = await trx
      .updateTable('products')
      .set({ status: change.status, version: row.version + 1, updated_at: nowIso(), updated_by: staff.name })
      .where('id', '=', id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw staleProduct();
    await appendAudit(
      trx,
      staff,
      change.status === 'published' ? 'product.publish' : 'product.hide',
      { kind: 'product', ref: id },
      { code: row.code, from: row.status, to: change.status },
    );
    return officeProductIn(trx, id);
  });
}
