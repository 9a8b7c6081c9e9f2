import { changedDraftFields, type ProductDraft } from '@shop/contracts';

/** What the audit log says of a product's changes (`product.update`, the import's lines). */

/**
 * `product.update`'s detail: the code, the fields changed (keyed like the API's field errors: `priceCents`,
 * `gr.name`) and, when it changed, the price from and to.
 */
export function updateDetail(before: ProductDraft, after: ProductDraft): Record<string, unknown> {
  return {
    code: after.code,
    changed: changedDraftFields(before, after),
    ...(before.priceCents === after.priceCents
      ? {}
      : { priceFrom: before.priceCents, priceTo: after.priceCents }),
  };
}
