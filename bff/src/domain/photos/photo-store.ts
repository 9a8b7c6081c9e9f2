import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_PHOTO_BYTES,
  PHOTO_FILE_PATTERN,
  PHOTO_FORMATS,
  type PhotoFormat,
  photoUrl,
  photoWidthsFor,
} from '@shop/contracts';
import {
  decodePhoto,
  encodePhotoVersion,
  MAX_PHOTO_PIXELS,
  type PhotoHeader,
  readPhotoHeader,
} from './process-photo.ts';
import { type PhotoKind, sniffPhoto } from './sniff-photo.ts';

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** Not a JPEG, PNG, WebP or HEIC/AVIF this server can decode, or not a usable photo at all. */
export class UnsupportedPhotoError extends Error {
  constructor(message = 'Only JPEG, PNG, WebP and HEIC photos are accepted.') {
    super(message);
    this.name = 'UnsupportedPhotoError';
  }
}

/** More than MAX_PHOTO_BYTES, or more than MAX_PHOTO_PIXELS. */
export class PhotoTooLargeError extends Error {
  constructor(message = 'The photo is too large.') {
    super(message);
    this.name = 'PhotoTooLargeError';
  }
}

/** The narrowest photo kept: a version's file name has a width of 2 to 4 digits (PHOTO_FILE_PATTERN). */
const MIN_PHOTO_WIDTH = 10;
/** The most elongated photo kept, either way (a tall one's 1440 px version must stay within WebP's 16383 px). */
const MAX_ASPECT_RATIO = 10;
/** The name sharp's header reader gives each accepted kind: the content must be what its first bytes say. */
const SHARP_FORMAT: Record<PhotoKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', heif: 'heif' };
const HEIC_HINT =
  'This HEIC photo cannot be read here: export it as JPEG (or set the camera to “Most Compatible”) and upload that.';
const FILE_PATTERN = new RegExp(PHOTO_FILE_PATTERN);

/** First 24 hex digits of the SHA-256 of the original upload. */
function photoKey(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 24);
}

/** `<key>-<width>.<avif|webp|jpg>`: the last segment of the version's URL. */
function versionFileName(key: string, width: number, format: PhotoFormat): string {
  return path.posix.basename(photoUrl(key, width, format));
}

/** The file names of a stored photo's versions (every width in every format). */
export function versionFiles(photo: Pick<StoredPhoto, 'key' | 'widths'>): string[] {
  return photo.widths.flatMap((width) =>
    PHOTO_FORMATS.map((format) => versionFileName(photo.key, width, format)),
  );
}

function unreadable(kind: PhotoKind): UnsupportedPhotoError {
  return new UnsupportedPhotoError(
    kind === 'heif' ? HEIC_HINT : 'The photo cannot be read: it may be damaged.',
  );
}

/** Checks what the photo is by its content and its header; throws the errors above. */
async function inspect(input: Buffer): Promise<{ kind: PhotoKind; header: PhotoHeader }> {
  if (input.length > MAX_PHOTO_BYTES) {
    throw new PhotoTooLargeError(`A photo may be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);
  }
  const kind = sniffPhoto(input);
  if (!kind) throw new UnsupportedPhotoError();
  const header = await readPhotoHeader(input).catch(() => {
    throw unreadable(kind);
  });
  if (header.format !== SHARP_FORMAT[kind]) throw unreadable(kind);
  const { width, height } = header;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new PhotoTooLargeError(`A photo may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`);
  }
  if (width < MIN_PHOTO_WIDTH || height < MIN_PHOTO_WIDTH) {
    throw new UnsupportedPhotoError(`A photo must be at least ${MIN_PHOTO_WIDTH} pixels wide and high.`);
  }
  if (Math.max(width / height, height / width) > MAX_ASPECT_RATIO) {
    throw new UnsupportedPhotoError(
      `A photo may be at most ${MAX_ASPECT_RATIO} times as long as it is wide.`,
    );
  }
  return { kind, header };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes under a temporary name (never matching PHOTO_FILE_PATTERN, so never served) then renames. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/**
 * Photos are encoded one at a time in this process, whoever uploads them, and each one's versions one after
 * another: encoding is CPU-bound (libvips runs one thread per image here, sharp.concurrency() being 1 on
 * glibc), so the other core stays free for the shop's requests, and memory holds one upload, its pixels
 * at ≤ 1440 px and one encoded version.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Checks the type by content, applies EXIF orientation, converts to sRGB, strips ALL metadata (EXIF, GPS,
 * XMP, IPTC, ICC), writes every version (photoWidthsFor(width) × avif/webp/jpeg) into photosDir as
 * `<key>-<width>.<ext>` (ext jpg for jpeg), atomically (temp file + rename), skipping versions already there
 * (content-addressed: same key, same bytes). key = first 24 hex of sha256 of input. Throws
 * UnsupportedPhotoError and PhotoTooLargeError for what the uploader must fix; anything else is ours.
 */
export async function storePhoto(input: Buffer, photosDir: string): Promise<StoredPhoto> {
  const { kind, header } = await inspect(input);
  const key = photoKey(input);
  const widths = photoWidthsFor(header.width);
  await mkdir(photosDir, { recursive: true });
  const missingVersions = async () => {
    const missing: { width: number; format: PhotoFormat; file: string }[] = [];
    for (const width of widths) {
      for (const format of PHOTO_FORMATS) {
        const file = path.join(photosDir, versionFileName(key, width, format));
        if (!(await exists(file))) missing.push({ width, format, file });
      }
    }
    return missing;
  };
  if ((await missingVersions()).length > 0) {
    await oneAtATime(async () => {
      // Again: the same photo may have been stored while this one waited.
      const missing = await missingVersions();
      if (missing.length === 0) return;
      const largest = Math.max(...missing.map((version) => version.width));
      const pixels = await decodePhoto(input, largest).catch(() => {
        throw unreadable(kind);
      });
      // One version at a time: the pixels and one encoded file in memory.
      for (const { width, format, file } of missing) {
        await writeAtomically(file, await encodePhotoVersion(pixels, width, format));
      }
    });
  }
  return { key, width: header.width, height: header.height, widths };
}

/** Path of a version file if the name matches PHOTO_FILE_PATTERN, else null. */
export function photoVersionPath(photosDir: string, file: string): string | null {
  return FILE_PATTERN.test(file) ? path.join(photosDir, file) : null;
}
