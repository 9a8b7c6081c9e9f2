/** What an uploaded product photo is, by its content: HEIF covers HEIC and AVIF (one container, ISO BMFF). */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heif';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = 'RIFF';
const WEBP = 'WEBP';
const FTYP = 'ftyp';
/** `ftyp` brands of still HEIF images: HEVC-coded (iPhones' HEIC), their sequences, any HEIF, AVIF. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif']);
/** An `ftyp` box lists a handful of brands; a longer one is not an image's. */
const MAX_FTYP_BYTES = 256;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function asciiAt(bytes: Uint8Array, offset: number, length = 4): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** An ISO BMFF file opening with an `ftyp` box whose major or a compatible brand is a still HEIF image's. */
function isHeif(bytes: Uint8Array): boolean {
  if (asciiAt(bytes, 4) !== FTYP || bytes.length < 16) return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (boxSize < 16 || boxSize > MAX_FTYP_BYTES || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  // major brand (8), minor version (12), then compatible brands to the end of the box.
  const brands = [asciiAt(bytes, 8)];
  for (let offset = 16; offset < boxSize; offset += 4) brands.push(asciiAt(bytes, offset));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

/**
 * The kind of an uploaded photo from its first bytes (magic numbers), or null when it is none of JPEG,
 * PNG, WebP or HEIF (HEIC/AVIF). SVG, GIF, PDF and anything else are null: a file's name and the type its
 * browser declared are never trusted. (Buyers' uploads have their own, different list: uploads/sniff.ts.)
 */
export function sniffPhoto(bytes: Uint8Array): PhotoKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (asciiAt(bytes, 0) === RIFF && asciiAt(bytes, 8) === WEBP) return 'webp';
  if (isHeif(bytes)) return 'heif';
  return null;
}
