import type {
  OfficeProduct,
  OfficeProductList,
  OfficeProductListQuery,
  PhotoArrangement,
  ProductDraft,
  ProductImportRequest,
  ProductImportResult,
  ProductStatusChange,
  ProductUpdate,
} from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';
import { productListQueryString } from '../lib/product-list-params.ts';

const base = (id: string) => `/office/products/${encodeURIComponent(id)}`;

/** A done change refreshes what the office shows (the list, its counts, the product); a refused one nothing. */
const refreshed = (_result: unknown, error: unknown) => (error ? [] : [OFFICE_TAG]);

/**
 * The catalogue as the team manages it (`/api/office/products`): the list, one product, saving it (with the
 * version it was opened at), its status, its photos' order and texts, and importing a file of products.
 * Photos are uploaded apart, with progress (upload-product-photo.ts).
 */
export const officeProductsApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetOfficeProducts: build.query<OfficeProductList, OfficeProductListQuery>({
      query: (query) => `/office/products${productListQueryString(query)}`,
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeGetOfficeProduct: build.query<OfficeProduct, string>({
      query: (id) => base(id),
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeCreateProduct: build.mutation<OfficeProduct, ProductDraft>({
      query: (body) => ({ url: '/office/products', method: 'POST', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeUpdateProduct: build.mutation<OfficeProduct, { id: string; body: ProductUpdate }>({
      query: ({ id, body }) => ({ url: base(id), method: 'PUT', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeChangeProductStatus: build.mutation<OfficeProduct, { id: string; body: ProductStatusChange }>({
      query: ({ id, body }) => ({ url: `${base(id)}/status`, method: 'POST', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeArrangeProductPhotos: build.mutation<unknown, { id: string; body: PhotoArrangement }>({
      query: ({ id, body }) => ({ url: `${base(id)}/photos`, method: 'PUT', body }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeRemoveProductPhoto: build.mutation<unknown, { id: string; photoId: string }>({
      query: ({ id, photoId }) => ({
        url: `${base(id)}/photos/${encodeURIComponent(photoId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: refreshed,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    /** `apply: false` checks the file (nothing written); `apply: true` writes every line, or none. */
    officeImportProducts: build.mutation<ProductImportResult, ProductImportRequest>({
      query: (body) => ({ url: '/office/products/import', method: 'POST', body }),
      invalidatesTags: (result, error) => (error || !result?.applied ? [] : [OFFICE_TAG]),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useOfficeGetOfficeProductsQuery,
  useOfficeGetOfficeProductQuery,
  useOfficeCreateProductMutation,
  useOfficeUpdateProductMutation,
  useOfficeChangeProductStatusMutation,
  useOfficeArrangeProductPhotosMutation,
  useOfficeRemoveProductPhotoMutation,
  useOfficeImportProductsMutation,
} = officeProductsApi;
