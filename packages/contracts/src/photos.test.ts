import { describe, expect, it } from 'vitest';
import {
  PHOTO_FILE_PATTERN,
  PHOTO_FORMATS,
  PHOTO_KEY_PATTERN,
  PHOTO_WIDTHS,
  type PhotoVersions,
  photoSrcSet,
  photoUrl,
  photoWidthFor,
  photoWidthsFor,
} from './photos.ts';

const key = '0123456789abcdef01234567';
const photo: PhotoVersions = { key, widths: [240, 360, 480], width: 600, height: 800 };

describe('photoUrl', () => {
  it.each([
    ['avif', `/media/photos/${key}-240.avif`],
    ['webp', `/media/photos/${key}-240.webp`],
    ['jpeg', `/media/photos/${key}-240.jpg`],
  ] as const)('names the %s version', (format, url) => {
    expect(photoUrl(key, 240, format)).toBe(url);
  });

  it('gives file names the media route accepts, in every format and width', () => {
    const pattern = new RegExp(PHOTO_FILE_PATTERN);
    for (const format of PHOTO_FORMATS) {
      for (const width of PHOTO_WIDTHS) {
        const name = photoUrl(key, width, format).replace('/media/photos/', '');
        expect(pattern.exec(name)?.slice(1, 3)).toEqual([key, String(width)]);
      }
    }
  });
});

describe('photoSrcSet', () => {
  it('lists every width made, ascending, with its w descriptor', () => {
    expect(photoSrcSet(photo, 'webp')).toBe(
      `/media/photos/${key}-240.webp 240w, /media/photos/${key}-360.webp 360w, /media/photos/${key}-480.webp 480w`,
    );
  });

  it('holds the one version of a small photo', () => {
    expect(photoSrcSet({ key, widths: [200], width: 200, height: 100 }, 'jpeg')).toBe(
      `/media/photos/${key}-200.jpg 200w`,
    );
  });
});

describe('photoWidthsFor', () => {
  it.each([
    [4000, [240, 360, 480, 600, 720, 960, 1440]],
    [1440, [240, 360, 480, 600, 720, 960, 1440]],
    [1439, [240, 360, 480, 600, 720, 960]],
    [500, [240, 360, 480]],
    [240, [240]],
  ])('never upscales an original %i px wide', (original, widths) => {
    expect(photoWidthsFor(original)).toEqual(widths);
  });

  it.each([239, 100, 10])('gives the original width (%i) when it is smaller than all', (original) => {
    expect(photoWidthsFor(original)).toEqual([original]);
  });
});

describe('photoWidthFor', () => {
  it.each([
    ['the smallest at least as wide', 300, 1, 360],
    ['an exact width', 360, 1, 360],
    ['a narrow place', 100, 1, 240],
    ['the density', 200, 2, 480],
    ['the largest when none is wide enough', 300, 3, 480],
  ])('chooses %s', (_, cssWidth, density, width) => {
    expect(photoWidthFor(photo, cssWidth, density)).toBe(width);
  });

  it('counts the density as 1 when not given', () => {
    expect(photoWidthFor(photo, 250)).toBe(360);
  });

  it("falls back to the original's width when no version is listed", () => {
    expect(photoWidthFor({ ...photo, widths: [] }, 300)).toBe(600);
  });
});

describe('PHOTO_FILE_PATTERN', () => {
  const pattern = new RegExp(PHOTO_FILE_PATTERN);

  it.each([`${key}-240.avif`, `${key}-1440.webp`, `${key}-10.jpg`, `${key}-9999.jpg`])(
    'accepts %s',
    (name) => {
      expect(pattern.test(name)).toBe(true);
    },
  );

  it.each([
    ['a traversal', `../${key}-240.jpg`],
    ['a traversal after the name', `${key}-240.jpg/../../secret`],
    ['a path', `photos/${key}-240.jpg`],
    ['another extension', `${key}-240.png`],
    ['a `.jpeg` extension', `${key}-240.jpeg`],
    ['a second extension', `${key}-240.jpg.exe`],
    ['a short key', `${key.slice(1)}-240.jpg`],
    ['a capital key', `${key.toUpperCase()}-240.jpg`],
    ['a one-digit width', `${key}-9.jpg`],
    ['a five-digit width', `${key}-10000.jpg`],
    ['the original without width', `${key}.jpg`],
    ['a line break', `${key}-240.jpg\n`],
  ])('refuses %s', (_, name) => {
    expect(pattern.test(name)).toBe(false);
  });
});

describe('PHOTO_KEY_PATTERN', () => {
  it('is 24 lower-case hex digits', () => {
    const pattern = new RegExp(PHOTO_KEY_PATTERN);
    expect(pattern.test(key)).toBe(true);
    expect(pattern.test(`${key}0`)).toBe(false);
    expect(pattern.test(key.replace('a', 'g'))).toBe(false);
  });
});
