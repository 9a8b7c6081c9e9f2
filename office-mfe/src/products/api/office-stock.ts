import type { OfficeStock, OfficeStockBody, StockImportRequest, StockImportResult } from '@shop/contracts';
import { OFFICE_TAG, officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

const stockPath = (id: string) => `/office/products/${encodeURIComponent(id)}/stock`;

/**
 * Stock per size as the team keeps it (issue 49): a product's stock (`/api/office/products/:id/stock`), its
 * save (with the `stockVersion` opened: 409 `stale_stock` when someone saved since), and the stock import.
 * A save provides the answer to the read at once, so the editor shows what was saved; every save refreshes
 * the office's lists (the inbox's low-stock list among them).
 */
export const officeStockApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeGetProductStock: build.query<OfficeStock, string>({
      query: (id) => stockPath(id),
      providesTags: [OFFICE_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    officeSaveProductStock: build.mutation<OfficeStock, { id: string; body: OfficeStockBody }>({
      query: ({ id, body }) => ({ url: stockPath(id), method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [OFFICE_TAG]),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(officeStockApi.util.upsertQueryData('officeGetProductStock', id, data));
        } catch {
          await recheckSessionWhenRefused(dispatch, queryFulfilled);
        }
      },
    }),
    /** `apply: false` checks the file (nothing written); `apply: true` saves every line, or none. */
    officeImportStock: build.mutation<StockImportResult, StockImportRequest>({
      query: (body) => ({ url: '/office/products/stock-import', method: 'POST', body }),
      invalidatesTags: (result, error) => (error || !result?.applied ? [] : [OFFICE_TAG]),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useOfficeGetProductStockQuery,
  useOfficeSaveProductStockMutation,
  useOfficeImportStockMutation,
} = officeStockApi;
