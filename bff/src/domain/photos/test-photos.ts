import sharp from 'sharp';

/** A deterministic pseudo-random sequence in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

/**
 * RGB pixels that compress like a busy photograph: colour gradients, a texture of 10 px blobs (detail
 * that survives shrinking to 720 px) and per-pixel sensor grain.
 */
function photoLikePixels(width: number, height: number): Buffer {
  const random = seededRandom(27);
  const cell = 10;
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: columns * rows }, () => random() - 0.5);
  const at = (column: number, row: number) => grid[row * columns + column] ?? 0;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell);
    const fy = y / cell - row;
    for (let x = 0; x < width; x++) {
      const column = Math.floor(x / cell);
      const fx = x / cell - column;
      const top = at(column, row) * (1 - fx) + at(column + 1, row) * fx;
      const bottom = at(column, row + 1) * (1 - fx) + at(column + 1, row + 1) * fx;
      const texture = 60 * (top * (1 - fy) + bottom * fy);
      const grain = (random() - 0.5) * 16;
      const i = (y * width + x) * 3;
      data[i] = 40 + (170 * x) / width + texture + grain;
      data[i + 1] = 60 + (150 * y) / height + 0.8 * texture + grain;
      data[i + 2] = 130 + 70 * Math.sin(x / 90 + y / 140) + 0.6 * texture + grain;
    }
  }
  return data;
}

/** EXIF a phone writes, with where the photo was taken (Athens). */
export const PHONE_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'T1', Software: 'test-photos' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '37/1 58/1 30/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '23/1 43/1 0/1',
  },
};

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Test</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/**
 * A camera's JPEG (quality 90) of a busy photo-like image, with EXIF incl. GPS and XMP. With an EXIF
 * `orientation`, the pixels are stored as given and the tag says how to turn them (6: 90° clockwise).
 */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp(photoLikePixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(PHONE_EXIF)
    .withXmp(XMP)
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG with transparency: an opaque red square in the middle of a clear one. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const square = Math.floor(Math.min(width, height) / 2);
  const red = await sharp({
    create: { width: square, height: square, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** A solid colour in any format sharp writes (e.g. `gif`, `avif`, `webp`). */
export async function solid(
  width: number,
  height: number,
  format: 'gif' | 'avif' | 'webp' | 'png' | 'jpeg',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A print shop's CMYK JPEG (with its ICC profile). */
export async function cmykJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .withIccProfile('cmyk')
    .jpeg()
    .toBuffer();
}

/** The start of an iPhone's HEIC (`ftyp` brands heic, mif1), then no decodable image. */
export const HEIC_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(200, 0x41),
]);
