import type { CatalogueQuery } from './catalogue-query.ts';

/** The price slider's range in whole euros: floor of the lowest, ceiling of the highest price. */
export interface PriceBounds {
  floor: number;
  ceil: number;
}

/** The slider's two thumbs: the URL's values clamped into the bounds, a missing one at its bound. */
export function priceRange(query: CatalogueQuery, bounds: PriceBounds): [number, number] {
  const clamp = (n: number) => Math.min(bounds.ceil, Math.max(bounds.floor, n));
  const min = clamp(query.minPrice ?? bounds.floor);
  const max = clamp(query.maxPrice ?? bounds.ceil);
  return min <= max ? [min, max] : [max, min];
}

/**
 * Applied filters (spec §2): 1 for a category, one per colour, 1 for "in stock now", and 1 if the price range
 * differs from the bounds. Without bounds (a visitor, who cannot filter by price) the price never counts.
 */
export function appliedFilterCount(query: CatalogueQuery, bounds: PriceBounds | null): number {
  let count = (query.category ? 1 : 0) + query.colours.length + (query.inStock ? 1 : 0);
  if (bounds) {
    const [min, max] = priceRange(query, bounds);
    if (min !== bounds.floor || max !== bounds.ceil) count += 1;
  }
  return count;
}
