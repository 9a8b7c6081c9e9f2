import {
  type ProductDetailResponse,
  type ProductListResponse,
  parseCatalogueQuery,
  productDetailPath,
  productIdOfPath,
  productListArgs,
  productListPath,
  type SeedFirstView,
} from '@shop/contracts';
import { getProductApi } from '../api/get-product.ts';
import { getProductsApi } from '../api/get-products.ts';

/**
 * The catalogue pages' first reads, answered from the page's answers before the page renders (on the
 * server, and in the browser before it hydrates what the server rendered): the listing for the URL's query,
 * a product page's product. The arguments are the ones the pages pass to their queries.
 */
export const seedReadyToShip: SeedFirstView = (dispatch, answerOf, { search }) => {
  const args = productListArgs(parseCatalogueQuery(new URLSearchParams(search)));
  const answer = answerOf(productListPath(args)) as ProductListResponse | undefined;
  if (answer === undefined) return;
  dispatch(
    getProductsApi.util.upsertQueryEntries([
      { endpointName: 'catalogGetProducts', arg: args, value: answer },
    ]),
  );
};

export const seedProductDetail: SeedFirstView = (dispatch, answerOf, { pathname }) => {
  const id = productIdOfPath(pathname);
  if (!id) return;
  const answer = answerOf(productDetailPath(id)) as ProductDetailResponse | undefined;
  if (answer === undefined) return;
  dispatch(
    getProductApi.util.upsertQueryEntries([{ endpointName: 'catalogGetProduct', arg: id, value: answer }]),
  );
};
