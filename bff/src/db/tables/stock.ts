/** Stock per product and size, and what accepted quotes hold of it (migration 023). */
export interface StockTables {
  product_stock: ProductStockTable;
  stock_reservations: StockReservationsTable;
}

/** A size the team keeps stock of; a size without a row is not tracked. */
export interface ProductStockTable {
  product_id: string;
  size: string;
  on_hand: number;
  /** Promised to accepted quotes; the database keeps it within `on_hand`. */
  reserved: number;
  /** `YYYY-MM-DD`; null when no restock is expected. */
  restock_date: string | null;
}

/** What one accepted order request holds of one size, until it ships or is cancelled. */
export interface StockReservationsTable {
  request_id: string;
  product_id: string;
  size: string;
  from_stock: number;
  /** Pieces beyond the stock, made for the buyer (a product that takes back-orders). */
  backordered: number;
  created_at: string;
}
