import type { Category, Colour } from '@shop/contracts';
import sharp from 'sharp';
import { developPhoto, type Texture } from './develop-photo.ts';
import { framingFor, PHOTO_HEIGHT, PHOTO_WIDTH, pixelToGarment } from './photo-framing.ts';
import { seededRandom } from './seeded-random.ts';
import { backdropSvg, garmentMaskSvg, garmentSvg, shadingSvg } from './studio-scene.ts';

/**
 * The drawing's edition: part of the seed photo cache's keys (photo-cache.ts), so raise it whenever a change
 * here or in the files this one uses changes the pictures, and caches made before are no longer used.
 */
export const SAMPLE_PHOTO_EDITION = 1;

/** The whole garment's texture, and the close-up's: the same fabric seen from nearer. */
const TEXTURE: Record<'whole' | 'closeUp', Texture> = {
  whole: { grain: 0.34, grainBlur: 0.8, weave: 3, weavePeriod: 1.1, sensor: 0.07 },
  closeUp: { grain: 0.4, grainBlur: 1.3, weave: 3.5, weavePeriod: 1.1, sensor: 0.07 },
};

/** Smooth layers are drawn at a fraction of the size and enlarged (librsvg's blurs are slow at full size). */
const BACKDROP_RESOLUTION = 0.25;
const SHADING_RESOLUTION = 0.5;

/**
 * Renders an SVG drawn small and enlarges it to the photo's size. In two steps: given the target size at
 * once, libvips would draw the SVG at that size (the slow part) rather than enlarge it.
 */
async function render(svg: string, channels: 1 | 3 | 4): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  if (info.width !== PHOTO_WIDTH) image = image.resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'mitchell' });
  image = channels === 1 ? image.extractChannel(0) : channels === 3 ? image.removeAlpha() : image;
  return image.raw().toBuffer();
}

/**
 * A studio photograph of a product for the seeded catalogue, made here rather than shipped: the garment
 * (its category's silhouette in its colour, with folds, seams, print and fabric grain) on a hanger in front
 * of a lit paper backdrop. View 0 shows it whole; view 1 is a turned close-up of its upper part on a darker
 * backdrop. A JPEG of PHOTO_WIDTH × PHOTO_HEIGHT at quality 90, a few hundred KB like a camera's; the same
 * product and view always give the same bytes (with the same sharp).
 */
export async function samplePhoto(
  product: { id: string; category: Category; colour: Colour; name: string },
  view: number,
): Promise<Buffer> {
  const seed = `sample-photo:${product.id}:${view}`;
  const framing = framingFor(product.category, view, seededRandom(`${seed}:framing`));
  const [backdrop, garment, shading, mask] = await Promise.all([
    render(backdropSvg(product, view, framing, BACKDROP_RESOLUTION), 3),
    render(garmentSvg(product, framing, seededRandom(`${seed}:details`)), 4),
    render(shadingSvg(product, framing, seededRandom(`${seed}:folds`), SHADING_RESOLUTION), 4),
    render(garmentMaskSvg(product.category, framing), 1),
  ]);
  const pixels = await developPhoto(
    { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, backdrop, garment, shading, mask },
    pixelToGarment(framing),
    TEXTURE[view === 0 ? 'whole' : 'closeUp'],
    seededRandom(`${seed}:grain`),
  );
  return sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
