import { describe, expect, it } from 'vitest';
import { carouselPageCount, carouselPageItems, carouselPerPage, clampCarouselPage } from './carousel.ts';

describe('carousel paging', () => {
  it('shows 4, 3, 2 or 1 per page by width', () => {
    expect(carouselPerPage(1280)).toBe(4);
    expect(carouselPerPage(1024)).toBe(4);
    expect(carouselPerPage(1023)).toBe(3);
    expect(carouselPerPage(768)).toBe(3);
    expect(carouselPerPage(767)).toBe(2);
    expect(carouselPerPage(640)).toBe(2);
    expect(carouselPerPage(639)).toBe(1);
    expect(carouselPerPage(320)).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(carouselPageCount(8, 4)).toBe(2);
    expect(carouselPageCount(8, 3)).toBe(3);
    expect(carouselPageCount(7, 2)).toBe(4);
    expect(carouselPageCount(0, 4)).toBe(1);
  });

  it('slices the items of a page, the last one possibly short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(carouselPageItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(carouselPageItems(items, 2, 3)).toEqual([7, 8]);
  });

  it('keeps the page inside the range when the page size changes', () => {
    expect(clampCarouselPage(7, 2)).toBe(1);
    expect(clampCarouselPage(-1, 2)).toBe(0);
    expect(carouselPageItems([1, 2, 3, 4, 5, 6, 7, 8], 7, 4)).toEqual([5, 6, 7, 8]);
  });
});
