import { MAX_PHOTO_BYTES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-files.ts';

describe('photos the office uploads', () => {
  it('takes JPEG, PNG, WebP and HEIC (also an untyped .heic) up to the largest size', () => {
    expect(photoFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeUndefined();
    expect(photoFileProblem({ name: 'a.heic', type: 'image/heic', size: 10 })).toBeUndefined();
    expect(photoFileProblem({ name: 'IMG_1.HEIC', type: '', size: 10 })).toBeUndefined();
    expect(photoFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('unsupported_file_type');
    expect(photoFileProblem({ name: 'a.pdf', type: '', size: 10 })).toBe('unsupported_file_type');
    expect(photoFileProblem({ name: 'a.png', type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(
      'file_too_large',
    );
  });
});
