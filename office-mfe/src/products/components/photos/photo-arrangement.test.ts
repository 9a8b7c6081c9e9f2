import { describe, expect, it } from 'vitest';
import { photoOf } from '../../../testing/product-fixtures.ts';
import { mergePhotos } from './photo-arrangement.ts';

describe('the photos panel after the server’s list changed', () => {
  it('keeps its own order and texts for the photos still there, new ones last', () => {
    const [a, b, c] = [photoOf(1), photoOf(2), photoOf(3)];
    const local = [{ ...b, altEn: 'Back view' }, a];
    expect(mergePhotos(local, [a, b, c]).map((p) => [p.id, p.altEn])).toEqual([
      ['ph-2', 'Back view'],
      ['ph-1', ''],
      ['ph-3', ''],
    ]);
    expect(mergePhotos(local, [a]).map((p) => p.id)).toEqual(['ph-1']);
  });
});
