/** A move across the product page's photos: from the last one, the next is the first again. */
export function wrapPhotoIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The photo a key shows (← → step, Home and End jump to the ends), or null for any other key. */
export function photoIndexForKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowLeft') return wrapPhotoIndex(index - 1, count);
  if (key === 'ArrowRight') return wrapPhotoIndex(index + 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** How far (px) a finger moves sideways before the move is a swipe rather than a tap. */
export const SWIPE_DISTANCE = 40;

/**
 * The step a finger's move from its touch to its lift makes: to the left shows the next photo, to the right
 * the previous; a short or mostly vertical move (scrolling the page) none.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
