import { describe, expect, it } from 'vitest';
import { photoIndexForKey, swipeStep, wrapPhotoIndex } from './gallery.ts';

describe('moving across the product photos', () => {
  it('wraps around at both ends', () => {
    expect(wrapPhotoIndex(4, 4)).toBe(0);
    expect(wrapPhotoIndex(-1, 4)).toBe(3);
    expect(wrapPhotoIndex(2, 4)).toBe(2);
    expect(wrapPhotoIndex(1, 0)).toBe(0);
  });

  it('steps with the arrow keys, jumps with Home and End, ignores other keys', () => {
    expect(photoIndexForKey('ArrowRight', 1, 4)).toBe(2);
    expect(photoIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(photoIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(photoIndexForKey('Home', 2, 4)).toBe(0);
    expect(photoIndexForKey('End', 0, 4)).toBe(3);
    expect(photoIndexForKey('Enter', 0, 4)).toBeNull();
    expect(photoIndexForKey('ArrowDown', 0, 4)).toBeNull();
  });

  it('takes a long sideways move as a swipe, a tap or a vertical scroll as none', () => {
    expect(swipeStep(-60, 10)).toBe(1);
    expect(swipeStep(60, -10)).toBe(-1);
    expect(swipeStep(-40, 0)).toBe(0);
    expect(swipeStep(5, 2)).toBe(0);
    expect(swipeStep(-50, 120)).toBe(0);
  });
});
