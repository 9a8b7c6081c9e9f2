import { SIZES, type Size } from '../constants.ts';

/** Fewer free pieces of a size than this and buyers read "only N left"; the office calls it low. */
export const LOW_STOCK_THRESHOLD = 10;
/** The most pieces of one size the team may keep in stock (what the editor and the import accept). */
export const MAX_STOCK_PIECES = 99_999;
/** The longest lead time the team may promise for a back-order, in days. */
export const MAX_BACKORDER_DAYS = 365;

/** One size's stock as the team keeps it: pieces held, pieces promised to accepted quotes, the restock date. */
export interface StockLevel {
  size: Size;
  onHand: number;
  reserved: number;
  /** `YYYY-MM-DD`, the day the team expects more; null when none is expected. */
  restockDate: string | null;
}

/**
 * What a buyer reads of one size: `in_stock`; `low` with the free pieces ("only N left"); `restock` with its
 * date ("back in stock on …"); `backorder` with its lead time ("made for you in N days"); `out`. A size the team
 * keeps no stock of is `untracked` (nothing is said).
 */
export type BuyerSizeAvailability =
  | { size: Size; state: 'in_stock'; free: number }
  | { size: Size; state: 'low'; free: number }
  | { size: Size; state: 'restock'; restockDate: string; leadDays: number | null }
  | { size: Size; state: 'backorder'; leadDays: number }
  | { size: Size; state: 'out' }
  | { size: Size; state: 'untracked' };

/** What a visitor reads of one size: in stock or not, never a number, a date or a lead time. */
export type VisitorSizeAvailability = { size: Size; state: 'in_stock' | 'out' | 'untracked' };

export const freePieces = (level: Pick<StockLevel, 'onHand' | 'reserved'>): number =>
  Math.max(0, level.onHand - level.reserved);

/**
 * A size's availability for a buyer. `backorderDays` is the product's lead time when it may be ordered beyond
 * its stock (null: it may not); a restock date still ahead of `today` is told before a back-order's lead time.
 */
export function buyerSizeAvailability(
  size: Size,
  level: StockLevel | undefined,
  backorderDays: number | null,
  today: string,
): BuyerSizeAvailability {
  if (!level) return { size, state: 'untracked' };
  const free = freePieces(level);
  if (free >= LOW_STOCK_THRESHOLD) return { size, state: 'in_stock', free };
  if (free > 0) return { size, state: 'low', free };
  if (level.restockDate !== null && level.restockDate > today)
    return { size, state: 'restock', restockDate: level.restockDate, leadDays: backorderDays };
  if (backorderDays !== null) return { size, state: 'backorder', leadDays: backorderDays };
  return { size, state: 'out' };
}

/** The same size for a visitor: only whether a piece is there now. */
export function visitorSizeAvailability(size: Size, level: StockLevel | undefined): VisitorSizeAvailability {
  if (!level) return { size, state: 'untracked' };
  return { size, state: freePieces(level) > 0 ? 'in_stock' : 'out' };
}

/** A size of a line asking for more pieces than are free (tracked sizes only). */
export interface StockShortfall {
  size: Size;
  requested: number;
  free: number;
}

/**
 * The sizes of `quantities` that ask for more than is free. A product that takes back-orders is never short:
 * what is missing is made for the buyer. Untracked sizes are never short.
 */
export function stockShortfalls(
  quantities: Partial<Record<Size, number>>,
  levels: readonly StockLevel[],
  backorderDays: number | null,
): StockShortfall[] {
  if (backorderDays !== null) return [];
  const bySize = new Map(levels.map((level) => [level.size, level]));
  const short: StockShortfall[] = [];
  for (const size of SIZES) {
    const requested = quantities[size] ?? 0;
    const level = bySize.get(size);
    if (requested <= 0 || !level) continue;
    const free = freePieces(level);
    if (requested > free) short.push({ size, requested, free });
  }
  return short;
}

/**
 * How many of `requested` pieces come from the stock now and how many are made to order: all from stock when
 * enough are free; with back-orders the free ones and the rest made; without, none (the caller refuses).
 */
export function piecesToReserve(
  requested: number,
  free: number,
  backorderDays: number | null,
): { fromStock: number; backordered: number } | null {
  if (requested <= free) return { fromStock: requested, backordered: 0 };
  if (backorderDays === null) return null;
  return { fromStock: free, backordered: requested - free };
}

/** A tracked size is low when fewer than `LOW_STOCK_THRESHOLD` of its pieces are free. */
export const isLow = (level: StockLevel): boolean => freePieces(level) < LOW_STOCK_THRESHOLD;
