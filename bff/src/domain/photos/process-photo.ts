import type { PhotoFormat } from '@shop/contracts';
import sharp, { type AvifOptions, type JpegOptions, type SharpOptions, type WebpOptions } from 'sharp';

/** The most pixels a photo may have (a 48 MP phone's full picture is refused, its 12 MP default is not). */
export const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * How an upload is read: rotated by its EXIF orientation, refused when its pixel data is corrupt or
 * truncated ('error': 'warning' would also refuse cameras' harmless quirks, e.g. extraneous bytes
 * before a marker), and never decoded past MAX_PHOTO_PIXELS whatever its header claims.
 */
const READ: SharpOptions = { autoOrient: true, failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS };

/**
 * Encoder settings of the versions, measured with sharp 0.35.5 (libvips 8.18, aom 3.15, mozjpeg) on this
 * 2-core machine, where libvips runs one thread per image (sharp.concurrency() is 1 on glibc), on a busy
 * 1600 × 2000 photo (two real street and circuit-board shots stacked): its 720 × 900 version's size and
 * PSNR, and the CPU time of its 1440 × 1800 version.
 *
 * | setting                            | 720 × 900 | PSNR     | 1440 × 1800 |
 * | ---------------------------------- | --------- | -------- | ----------- |
 * | AVIF q50 effort 0, 4:2:0           | 42.9 KB   | 35.25 dB | 0.20 s      |
 * | AVIF q50 effort 1, 4:2:0 (chosen)  | 41.4 KB   | 35.20 dB | 0.8–0.9 s   |
 * | AVIF q50 effort 2, 4:2:0           | 41.4 KB   | 35.38 dB | 1.4–2.0 s   |
 * | AVIF q50 effort 3, 4:2:0           | 38.8 KB   | 35.70 dB | 1.9 s       |
 * | AVIF q55 effort 1, 4:2:0           | 48.6 KB   | 36.10 dB | 0.65 s      |
 * | WebP q75 effort 4 (chosen)         | 54.5 KB   | 35.99 dB | 0.39 s      |
 * | WebP q80 effort 4                  | 66.9 KB   | 37.22 dB | 0.31 s      |
 * | JPEG q75 mozjpeg, progressive (ch.)| 74.2 KB   | 37.43 dB | 0.22 s      |
 * | JPEG q80 mozjpeg, progressive      | 86.8 KB   | 38.45 dB | 0.35 s      |
 *
 * So even a busy photo stays under the targets at 720 px (AVIF ≲ 45 KB, WebP ≲ 60 KB, JPEG ≲ 80 KB) with
 * about the same fidelity in each format. A studio shot of a garment on a paper backdrop (the seeded
 * catalogue's, 1600 × 2000) gives 12.3 / 12.8 / 25.6 KB at 720 px, 89 / 93 / 130 KB at 1440 px, and its
 * 1440 px AVIF takes 0.23–0.3 s (0.7 s at effort 2). AVIF effort 2 or more costs 2–3× the time of effort 1
 * for ≤ 6 % fewer bytes, over a second for a busy 1440 px version; 4:4:4 chroma adds ≈ 5 % and time.
 * mozjpeg (trellis quantisation, its tables, optimised progressive scans) is 17–39 % smaller than
 * libjpeg at the same quality number. Every version of a 1600 × 2000 photo (18 files) takes 1.7–1.9 s
 * of CPU for the studio shot, 2.7–3.6 s for the busy one.
 */
export const PHOTO_ENCODING = {
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' },
} as const satisfies { avif: AvifOptions; webp: WebpOptions; jpeg: JpegOptions };

/** What the header of a photo says, its size as shown (EXIF orientation applied). */
export interface PhotoHeader {
  /** sharp's name of the decoder: jpeg, png, webp, heif… */
  format: string;
  width: number;
  height: number;
}

/** Reads the photo's header only (no pixel is decoded); fails when sharp cannot make sense of it. */
export async function readPhotoHeader(input: Buffer): Promise<PhotoHeader> {
  const metadata = await sharp(input, { ...READ, limitInputPixels: false }).metadata();
  return { format: metadata.format, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** A photo's pixels, upright, 8-bit sRGB, without transparency: what every version is encoded from. */
export interface PhotoPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/**
 * Decodes the photo once for all its versions: rotated upright, shrunk to the largest version's width
 * (never enlarged), laid on white when it has transparency (JPEG has none, and all formats must look
 * alike), converted to 8-bit sRGB through its ICC profile (CMYK, Display P3, Adobe RGB…). Versions encoded
 * from these bare pixels carry no metadata at all: no EXIF, GPS, XMP, IPTC or ICC profile (browsers take
 * untagged images as sRGB). Fails when sharp cannot decode the photo.
 */
export async function decodePhoto(input: Buffer, maxWidth: number): Promise<PhotoPixels> {
  const { data, info } = await sharp(input, READ)
    .resize({ width: maxWidth, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`decoded photo has ${info.channels} channels, not 3`);
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** One version of a decoded photo: `width` px wide (at most the pixels' width), in `format`. */
export async function encodePhotoVersion(
  pixels: PhotoPixels,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const { data, ...raw } = pixels;
  const image = sharp(data, { raw });
  const resized = width < pixels.width ? image.resize({ width }) : image;
  return resized.toFormat(format, PHOTO_ENCODING[format]).toBuffer();
}
