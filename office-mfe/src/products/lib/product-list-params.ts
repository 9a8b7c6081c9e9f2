import {
  CATEGORIES,
  type Category,
  OFFICE_PRODUCT_SORTS,
  type OfficeProductListQuery,
  type OfficeProductSort,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@shop/contracts';
import { PRODUCTS_HOME } from '../../shared/lib/office-paths.ts';

/** The editor of a new product, and the import (the products list is `PRODUCTS_HOME`). */
export const NEW_PRODUCT = 'new';
export const PRODUCT_IMPORT = '/office/products/import';
/** The import page's query naming what it imports: stock per size (else products). */
export const IMPORT_KIND_PARAM = 'what';
export const STOCK_IMPORT = `${PRODUCT_IMPORT}?${IMPORT_KIND_PARAM}=stock`;

/** The editor of one product (`new`: a new one). */
export function productPath(id: string): string {
  return `${PRODUCTS_HOME}/${encodeURIComponent(id)}`;
}

/** The list opens newest first: the sort the URL leaves out. */
export const DEFAULT_SORT: OfficeProductSort = 'newest';

const MAX_TEXT = 100;
const MAX_PAGE = 10000;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return (values as readonly (string | null)[]).includes(value);
}

/**
 * The list's search, filters, sort and page as the URL holds them (`?q=wrap&category=dresses&status=draft&
 * missingGreek=1&sort=price-low&page=2`). What the URL gets wrong (an unknown category, page 0) is left out
 * rather than sent to the BFF, which would refuse the whole request.
 */
export function readProductParams(params: URLSearchParams): OfficeProductListQuery {
  const query: OfficeProductListQuery = {};
  const q = params.get('q')?.trim().slice(0, MAX_TEXT);
  if (q) query.q = q;
  const category = params.get('category');
  if (isOneOf<Category>(CATEGORIES, category)) query.category = category;
  const status = params.get('status');
  if (isOneOf<ProductStatus>(PRODUCT_STATUSES, status)) query.status = status;
  if (params.get('missingGreek') === '1') query.missingGreek = true;
  const sort = params.get('sort');
  if (isOneOf<OfficeProductSort>(OFFICE_PRODUCT_SORTS, sort) && sort !== DEFAULT_SORT) query.sort = sort;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) query.page = page;
  return query;
}

/** The URL's search params for a list query: the defaults (newest first, page 1) are left out. */
export function writeProductParams(query: OfficeProductListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.missingGreek) params.set('missingGreek', '1');
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The list's own URL for a query (`/office/products?status=draft`). */
export function productListPath(query: OfficeProductListQuery): string {
  const search = writeProductParams(query).toString();
  return search ? `${PRODUCTS_HOME}?${search}` : PRODUCTS_HOME;
}

/** The API's query string for a list query (`?status=draft&missingGreek=true`). */
export function productListQueryString(query: OfficeProductListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.missingGreek) params.set('missingGreek', 'true');
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
