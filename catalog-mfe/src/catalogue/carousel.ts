/** Related products per carousel page by viewport width (spec §2): 4 / 3 / 2 / 1 at 1024 / 768 / 640 / below. */
export function carouselPerPage(viewportWidth: number): number {
  if (viewportWidth >= 1024) return 4;
  if (viewportWidth >= 768) return 3;
  if (viewportWidth >= 640) return 2;
  return 1;
}

export function carouselPageCount(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / Math.max(1, perPage)));
}

/** A page index (0-based) kept inside the pages that exist, e.g. after the window grew. */
export function clampCarouselPage(page: number, pageCount: number): number {
  return Math.min(Math.max(0, page), pageCount - 1);
}

/** The items shown on one page. */
export function carouselPageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const index = clampCarouselPage(page, carouselPageCount(items.length, perPage));
  return items.slice(index * perPage, index * perPage + perPage);
}
