import type { SizeQuantities } from '@shop/contracts';

/** Success, or the error code to explain (from the BFF or the browser's own check). */
export type ActionResult = { ok: true } | { ok: false; code: string };

/** What a basket line can ask for; the page wires these to the BFF. */
export interface BasketLineActions {
  changeQuantities(productId: string, quantities: SizeQuantities): Promise<ActionResult>;
  setAddYourBrand(productId: string, addYourBrand: boolean): Promise<ActionResult>;
  attachLogo(productId: string, file: File): Promise<ActionResult>;
  detachLogo(productId: string): Promise<ActionResult>;
  remove(productId: string): Promise<ActionResult>;
}
