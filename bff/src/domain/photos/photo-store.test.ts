import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MAX_PHOTO_BYTES, PHOTO_WIDTHS, photoWidthsFor } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../uploads/test-files.ts';
import {
  PhotoTooLargeError,
  photoVersionPath,
  type StoredPhoto,
  storePhoto,
  UnsupportedPhotoError,
} from './photo-store.ts';
import { cmykJpeg, HEIC_HEAD, phoneJpeg, solid, transparentPng } from './test-photos.ts';

const EXTENSIONS = ['avif', 'webp', 'jpg'] as const;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fresh photos folder (not created yet: storePhoto makes it). */
let folders = 0;
const freshDir = () => path.join(dir, `folder-${++folders}`);

const versionNames = (key: string, widths: readonly number[]) =>
  widths.flatMap((width) => EXTENSIONS.map((extension) => `${key}-${width}.${extension}`)).sort();

/** Mean absolute difference of two equally sized RGB images' pixels (0–255). */
async function difference(a: Buffer | string, b: Buffer | string): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  if (!x || !y || x.length !== y.length) throw new Error('images of different sizes');
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

/** The RGB of one pixel of an image file. */
async function pixelAt(file: string, left: number, top: number): Promise<number[]> {
  const pixel = await sharp(file).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...pixel];
}

describe('storePhoto of a phone photo (turned by EXIF orientation 6, with EXIF, GPS and XMP)', () => {
  let input: Buffer;
  let photosDir: string;
  let stored: StoredPhoto;
  beforeAll(async () => {
    // Stored landscape 2500 × 2000, shown portrait 2000 × 2500.
    input = await phoneJpeg(2500, 2000, 6);
    const metadata = await sharp(input).metadata();
    expect(metadata).toMatchObject({ width: 2500, height: 2000, orientation: 6 });
    expect(metadata.exif?.includes('TestPhone')).toBe(true);
    expect(metadata.xmp).toBeDefined();
    photosDir = freshDir();
    stored = await storePhoto(input, photosDir);
  });

  it('names it by the hash of the upload and gives its upright size and every width', () => {
    const key = createHash('sha256').update(input).digest('hex').slice(0, 24);
    expect(stored).toEqual({ key, width: 2000, height: 2500, widths: [...PHOTO_WIDTHS] });
  });

  it('writes every version in AVIF, WebP and JPEG, upright, and nothing else', async () => {
    expect((await readdir(photosDir)).sort()).toEqual(versionNames(stored.key, PHOTO_WIDTHS));
    for (const width of PHOTO_WIDTHS) {
      for (const [extension, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const file = path.join(photosDir, `${stored.key}-${width}.${extension}`);
        const metadata = await sharp(file).metadata();
        expect(metadata).toMatchObject({ format, width, height: Math.round(width * 1.25), channels: 3 });
        if (format === 'jpeg') expect(metadata.isProgressive).toBe(true);
      }
    }
  });

  it('keeps no metadata at all: no EXIF (so no GPS), XMP, IPTC, ICC profile or orientation', async () => {
    for (const name of await readdir(photosDir)) {
      const metadata = await sharp(path.join(photosDir, name)).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.iptc, name).toBeUndefined();
      expect(metadata.icc, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      const bytes = await readFile(path.join(photosDir, name));
      expect(bytes.includes('TestPhone'), name).toBe(false);
      expect(bytes.includes('dc:creator'), name).toBe(false);
    }
  });

  it('turns the pixels as the EXIF orientation says (not merely swaps the sizes)', async () => {
    const upright = await sharp(input, { autoOrient: true }).resize({ width: 240 }).png().toBuffer();
    const turnedWrongWay = await sharp(input).rotate(270).resize({ width: 240 }).png().toBuffer();
    const version = path.join(photosDir, `${stored.key}-240.jpg`);
    const right = await difference(version, upright);
    const wrong = await difference(version, turnedWrongWay);
    expect(right).toBeLessThan(8);
    expect(wrong).toBeGreaterThan(5 * right);
  });

  it('makes the 720 px versions of a busy photo small', async () => {
    const sizes: Record<string, number> = {};
    for (const extension of EXTENSIONS) {
      sizes[extension] = (await stat(path.join(photosDir, `${stored.key}-720.${extension}`))).size;
    }
    console.info(
      `720 × 900 versions of a busy photo: ${EXTENSIONS.map((e) => `${e} ${((sizes[e] ?? 0) / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    expect(sizes.avif).toBeLessThan(45 * 1024);
    expect(sizes.webp).toBeLessThan(60 * 1024);
    expect(sizes.jpg).toBeLessThan(80 * 1024);
    // Best first, as pages list them.
    expect(sizes.avif).toBeLessThan(sizes.webp ?? 0);
    expect(sizes.webp).toBeLessThan(sizes.jpg ?? 0);
  });

  it('writes nothing again when the same photo comes back', async () => {
    const before = await Promise.all(
      (await readdir(photosDir)).sort().map(async (name) => {
        const { ino, mtimeMs } = await stat(path.join(photosDir, name));
        return { name, ino, mtimeMs };
      }),
    );
    const started = performance.now();
    expect(await storePhoto(input, photosDir)).toEqual(stored);
    expect(performance.now() - started).toBeLessThan(500);
    const after = await Promise.all(
      (await readdir(photosDir)).sort().map(async (name) => {
        const { ino, mtimeMs } = await stat(path.join(photosDir, name));
        return { name, ino, mtimeMs };
      }),
    );
    expect(after).toEqual(before);
  });

  it('makes only the versions missing', async () => {
    const lost = path.join(photosDir, `${stored.key}-480.webp`);
    const kept = path.join(photosDir, `${stored.key}-480.avif`);
    const keptInode = (await stat(kept)).ino;
    await rm(lost);
    await storePhoto(input, photosDir);
    expect(await sharp(lost).metadata()).toMatchObject({ format: 'webp', width: 480, height: 600 });
    expect((await stat(kept)).ino).toBe(keptInode);
    expect((await readdir(photosDir)).sort()).toEqual(versionNames(stored.key, PHOTO_WIDTHS));
  });
});

describe('storePhoto of the same photo twice at once', () => {
  it('encodes it once and answers both alike', async () => {
    const photosDir = freshDir();
    const input = await phoneJpeg(500, 400);
    const [first, second] = await Promise.all([storePhoto(input, photosDir), storePhoto(input, photosDir)]);
    expect(second).toEqual(first);
    expect((await readdir(photosDir)).sort()).toEqual(versionNames(first?.key ?? '', [240, 360, 480]));
  });
});

describe('storePhoto of small and unusual photos', () => {
  it('never enlarges: a 300 px photo gets only the widths photoWidthsFor gives', async () => {
    const photosDir = freshDir();
    const stored = await storePhoto(await transparentPng(300, 200), photosDir);
    expect(stored.widths).toEqual(photoWidthsFor(300));
    expect(stored.widths).toEqual([240]);
    expect((await readdir(photosDir)).sort()).toEqual(versionNames(stored.key, [240]));
    expect(await sharp(path.join(photosDir, `${stored.key}-240.webp`)).metadata()).toMatchObject({
      width: 240,
      height: 160,
    });
  });

  it('keeps one version at its own width when it is narrower than every width', async () => {
    const photosDir = freshDir();
    const stored = await storePhoto(await solid(200, 250, 'png'), photosDir);
    expect(stored).toMatchObject({ width: 200, height: 250, widths: [200] });
    expect((await readdir(photosDir)).sort()).toEqual(versionNames(stored.key, [200]));
  });

  it('lays transparency on white in every format', async () => {
    const photosDir = freshDir();
    const stored = await storePhoto(await transparentPng(400, 400), photosDir);
    expect(stored.widths).toEqual([240, 360]);
    for (const extension of EXTENSIONS) {
      const file = path.join(photosDir, `${stored.key}-360.${extension}`);
      expect((await sharp(file).metadata()).hasAlpha, extension).toBe(false);
      for (const channel of await pixelAt(file, 5, 5)) expect(channel, extension).toBeGreaterThan(245);
      const [red = 0, green = 255] = await pixelAt(file, 180, 180);
      expect(red, extension).toBeGreaterThan(190);
      expect(green, extension).toBeLessThan(60);
    }
  });

  it('accepts WebP and AVIF uploads', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const photosDir = freshDir();
      const stored = await storePhoto(await solid(500, 400, format), photosDir);
      expect(stored, format).toMatchObject({ width: 500, height: 400, widths: [240, 360, 480] });
      expect((await readdir(photosDir)).length, format).toBe(9);
    }
  });

  it('converts a CMYK photo to sRGB without keeping its profile', async () => {
    const photosDir = freshDir();
    const input = await cmykJpeg(300, 300);
    expect((await sharp(input).metadata()).space).toBe('cmyk');
    const stored = await storePhoto(input, photosDir);
    const file = path.join(photosDir, `${stored.key}-240.jpg`);
    expect(await sharp(file).metadata()).toMatchObject({ space: 'srgb', channels: 3, hasProfile: false });
    const [red = 0, green = 0, blue = 0] = await pixelAt(file, 120, 120);
    // sharp's own CMYK → sRGB conversion of the same pixels, within JPEG's error.
    const [r = 0, g = 0, b = 0] = await sharp(input).toColourspace('srgb').raw().toBuffer();
    expect(Math.abs(red - r) + Math.abs(green - g) + Math.abs(blue - b)).toBeLessThan(15);
  });
});

describe('storePhoto refusals', () => {
  /** A PNG whose header claims `width` × `height` (the CRC recomputed), with no pixels worth decoding. */
  async function pngClaiming(width: number, height: number): Promise<Buffer> {
    const png = Buffer.from(await solid(16, 16, 'png'));
    // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4) … CRC after its 13 data bytes.
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  async function expectRefused(input: Buffer, error: typeof UnsupportedPhotoError, message?: RegExp) {
    const photosDir = freshDir();
    const refusal = storePhoto(input, photosDir);
    await expect(refusal).rejects.toBeInstanceOf(error);
    if (message) await expect(refusal).rejects.toThrow(message);
    expect(await readdir(photosDir).catch(() => [])).toEqual([]);
  }

  it('refuses GIF, SVG, PDF and other files, by content', async () => {
    await expectRefused(await solid(300, 300, 'gif'), UnsupportedPhotoError, /JPEG, PNG, WebP and HEIC/);
    await expectRefused(samples.svg, UnsupportedPhotoError);
    await expectRefused(samples.pdf, UnsupportedPhotoError);
    await expectRefused(samples.exe, UnsupportedPhotoError);
    await expectRefused(
      Buffer.from('a1b2c3d4e5f60718293a4b5c6d7e8f90'.repeat(64), 'hex'),
      UnsupportedPhotoError,
    );
  });

  it('refuses a HEIC it cannot decode, saying to export it as JPEG', async () => {
    await expectRefused(HEIC_HEAD, UnsupportedPhotoError, /export it as JPEG/);
  });

  it('refuses a damaged photo and leaves nothing behind', async () => {
    const jpeg = await phoneJpeg(400, 300);
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), UnsupportedPhotoError, /damaged/);
    // The first bytes of a JPEG before a PNG: not what it claims to be.
    await expectRefused(
      Buffer.concat([samples.jpeg.subarray(0, 4), await solid(64, 64, 'png')]),
      UnsupportedPhotoError,
    );
  });

  it('refuses a photo of more than MAX_PHOTO_BYTES before looking at it', async () => {
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    samples.jpeg.copy(huge);
    await expectRefused(huge, PhotoTooLargeError, /25 MB/);
  });

  it('refuses more than 40 megapixels from the header, before decoding', async () => {
    await expectRefused(await pngClaiming(8000, 5001), PhotoTooLargeError, /40 megapixels/);
  });

  it('refuses a photo too small or too elongated to show', async () => {
    await expectRefused(await solid(9, 9, 'png'), UnsupportedPhotoError, /at least 10 pixels/);
    await expectRefused(await solid(100, 1100, 'png'), UnsupportedPhotoError, /10 times/);
  });
});

describe('photoVersionPath', () => {
  const key = 'a1b2c3d4e5f6a7b8c9d0e1f2';

  it('gives the path of a version file name', () => {
    expect(photoVersionPath('/data/photos', `${key}-720.avif`)).toBe(`/data/photos/${key}-720.avif`);
    expect(photoVersionPath('/data/photos', `${key}-1440.jpg`)).toBe(`/data/photos/${key}-1440.jpg`);
  });

  it('refuses any other name', () => {
    for (const file of [
      `${key}-720.jpeg`,
      `${key}-720.png`,
      `${key.toUpperCase()}-720.webp`,
      `${key}-7.webp`,
      `${key}-12345.webp`,
      `${key.slice(1)}-720.webp`,
      `.${key}-720.webp.0a1b2c.tmp`,
      `../${key}-720.webp`,
      `${key}-720.webp/..`,
      `${key}-720.webp\n`,
      '',
    ]) {
      expect(photoVersionPath('/data/photos', file), file).toBeNull();
    }
  });
});
