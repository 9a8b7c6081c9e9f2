import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photo-framing.ts';
import { samplePhoto } from './sample-photo.ts';

const RED_DRESS = { id: '1', category: 'dresses', colour: 'red', name: 'Red Tiered Maxi Dress' } as const;
const BLUE_TROUSERS = {
  id: '22',
  category: 'trousers',
  colour: 'blue',
  name: 'Blue Wide-Leg Palazzo Trousers',
} as const;

/** The mean colour of a square of an image. */
async function meanColour(image: Buffer, left: number, top: number, size = 40): Promise<number[]> {
  const pixels = await sharp(image).extract({ left, top, width: size, height: size }).raw().toBuffer();
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i++) sums[i % 3] = (sums[i % 3] ?? 0) + (pixels[i] ?? 0);
  return sums.map((sum) => sum / (size * size));
}

describe('samplePhoto', () => {
  it('draws the same JPEG every time: a studio photo of 1600 × 2000 and a few hundred KB', async () => {
    const first = await samplePhoto(RED_DRESS, 0);
    const second = await samplePhoto(RED_DRESS, 0);
    expect(first.equals(second)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({
      format: 'jpeg',
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
    });
    expect(first.length).toBeGreaterThanOrEqual(200 * 1024);
    expect(first.length).toBeLessThan(900 * 1024);
    // The garment in its colour in the middle, the pale backdrop at the side.
    const [red = 0, green = 0, blue = 0] = await meanColour(first, 780, 890);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    const backdrop = await meanColour(first, 60, 900);
    for (const channel of backdrop) expect(channel).toBeGreaterThan(150);
  });

  it('compresses like a photo: its 720 px AVIF is well under 60 KB', async () => {
    const photo = await samplePhoto(BLUE_TROUSERS, 0);
    const avif = await sharp(photo).resize({ width: 720 }).avif({ quality: 50 }).toBuffer();
    expect(avif.length).toBeLessThan(60 * 1024);
  });

  it('shows a close-up in view 1: another picture of the same garment', async () => {
    const [whole, closeUp] = await Promise.all([
      samplePhoto(BLUE_TROUSERS, 0),
      samplePhoto(BLUE_TROUSERS, 1),
    ]);
    expect(closeUp.equals(whole)).toBe(false);
    expect((await sharp(closeUp).metadata()).width).toBe(PHOTO_WIDTH);
    // The close-up is filled with the fabric where the whole view shows backdrop beside the trousers.
    const [wholeRed = 0, , wholeBlue = 0] = await meanColour(whole, 420, 1000);
    const [closeRed = 0, , closeBlue = 0] = await meanColour(closeUp, 420, 1000);
    expect(wholeRed).toBeGreaterThan(wholeBlue);
    expect(closeBlue).toBeGreaterThan(closeRed + 60);
  });
});
