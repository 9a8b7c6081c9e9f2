/** One entry of the pagination bar: a page number, or a gap shown as an ellipsis. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/** Up to this many pages, every page is listed. */
const SHOW_ALL_UP_TO = 5;

/**
 * The pages the pagination bar lists (spec §9): five or fewer pages show all; otherwise the first,
 * the last and a window around the current page, with a gap wherever pages are left out.
 */
export function paginationWindow(current: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  if (pageCount <= SHOW_ALL_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, 'gap-end', pageCount];
  if (page >= pageCount - 2) return [1, 'gap-start', pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pageCount];
}
