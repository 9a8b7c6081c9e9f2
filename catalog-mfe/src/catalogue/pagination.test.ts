import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination.ts';

describe('paginationWindow', () => {
  it('lists nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('lists every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('near the start: the first four pages, a gap and the last', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(paginationWindow(3, 6)).toEqual([1, 2, 3, 4, 'gap-end', 6]);
  });

  it('near the end: the first, a gap and the last four pages', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
    expect(paginationWindow(8, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
  });

  it('in the middle: first, last and a window around the current page with two gaps', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(paginationWindow(4, 7)).toEqual([1, 'gap-start', 3, 4, 5, 'gap-end', 7]);
  });

  it('always contains the current page, first and last, each once', () => {
    for (let count = 1; count <= 12; count++) {
      for (let current = 1; current <= count; current++) {
        const pages = paginationWindow(current, count).filter((p) => typeof p === 'number');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
  });
});
