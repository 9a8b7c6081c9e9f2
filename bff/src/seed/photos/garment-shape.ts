import type { Category } from '@shop/contracts';
import { SILHOUETTES } from '../../domain/product-image.ts';

/** A rectangle in the silhouettes' 400×500 units. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where a garment falls in folds: a band from a narrow top (waist, shoulders) to a wider bottom (hem), in
 * silhouette units; folds start in the top edge's span and end spread over the bottom one.
 */
export interface FoldZone {
  top: number;
  bottom: number;
  topSpan: [number, number];
  bottomSpan: [number, number];
  /** How many folds, at least and at most. */
  folds: [number, number];
}

export const FOLD_ZONES: Record<Category, FoldZone[]> = {
  dresses: [
    { top: 206, bottom: 475, topSpan: [165, 235], bottomSpan: [66, 334], folds: [9, 13] },
    { top: 88, bottom: 206, topSpan: [156, 244], bottomSpan: [154, 246], folds: [4, 6] },
  ],
  tops: [
    { top: 112, bottom: 365, topSpan: [140, 260], bottomSpan: [135, 265], folds: [5, 8] },
    { top: 118, bottom: 215, topSpan: [95, 125], bottomSpan: [85, 125], folds: [2, 3] },
    { top: 118, bottom: 215, topSpan: [275, 305], bottomSpan: [275, 315], folds: [2, 3] },
  ],
  trousers: [{ top: 75, bottom: 455, topSpan: [132, 268], bottomSpan: [115, 285], folds: [8, 11] }],
  skirts: [{ top: 122, bottom: 435, topSpan: [145, 255], bottomSpan: [78, 322], folds: [9, 13] }],
  shorts: [{ top: 142, bottom: 335, topSpan: [132, 268], bottomSpan: [108, 292], folds: [5, 8] }],
};

/** The waist (a seam or a waistband's top and bottom), where a garment has one; silhouette units. */
export const WAISTS: Partial<Record<Category, { y: number; band: number; left: number; right: number }>> = {
  dresses: { y: 206, band: 0, left: 150, right: 250 },
  trousers: { y: 70, band: 16, left: 130, right: 270 },
  skirts: { y: 120, band: 16, left: 140, right: 260 },
  shorts: { y: 140, band: 16, left: 130, right: 270 },
};

/** The silhouette's bounding box (its points and curve controls: close enough for framing). */
export function silhouetteBox(category: Category): Box {
  const numbers = (SILHOUETTES[category].match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
