/** Rate-limit counters shared by the instances on PostgreSQL without Redis (domain/rate-limits). */
export interface RateLimitHitsTable {
  /** The limited route and the client's key (its IP). */
  key: string;
  hits: number;
  /** Epoch milliseconds at which the window ends (a bigint: a string from PostgreSQL). */
  resets_at: number | string;
}

export interface LimitTables {
  rate_limit_hits: RateLimitHitsTable;
}
