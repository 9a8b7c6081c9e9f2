import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import type { PixelToGarment } from './photo-framing.ts';
import { noiseBytes } from './seeded-random.ts';

/** Rows developed between two turns of the event loop: the server keeps answering while seeding. */
const ROWS_PER_TURN = 100;

/** The rendered layers of a photo, all at its full size. */
export interface PhotoLayers {
  width: number;
  height: number;
  /** RGB: the backdrop with its shadows. */
  backdrop: Buffer;
  /** RGBA: the garment, its hanger and details, transparent around. */
  garment: Buffer;
  /** RGBA: light and shade to lay over the garment within `mask`. */
  shading: Buffer;
  /** One channel: 255 where the fabric is. */
  mask: Buffer;
}

/** The fabric's texture and the camera's noise, in levels of 0–255. */
export interface Texture {
  /** Blurred noise on the fabric: the yarn's irregularity. */
  grain: number;
  /** Its blur (px): larger in a close-up, where a thread spans more pixels. */
  grainBlur: number;
  /** The weave's fine regular pattern (a twill's diagonal and a plain weave's checks). */
  weave: number;
  /** The weave's period in silhouette units (a unit is 3–4 px in the whole view). */
  weavePeriod: number;
  /** Fine noise everywhere: the sensor's. */
  sensor: number;
}

const SINE_STEPS = 4096;
const SINE = Float64Array.from({ length: SINE_STEPS }, (_, step) =>
  Math.sin((2 * Math.PI * step) / SINE_STEPS),
);

/** The sine of a phase counted in table steps (SINE_STEPS a turn). */
function sine(phase: number): number {
  return SINE[Math.floor(phase) & (SINE_STEPS - 1)] ?? 0;
}

function level(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** Noise blurred by `sigma` px, centred on 128. */
async function blurredNoise(
  random: () => number,
  width: number,
  height: number,
  sigma: number,
): Promise<Buffer> {
  return sharp(noiseBytes(random, width * height), { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .raw()
    .toBuffer();
}

/**
 * Puts the layers together as a camera would deliver them: the garment over the backdrop, its shading and
 * fabric texture within its mask (the texture follows the garment's own coordinates through `toGarment`, so a
 * close-up shows the weave larger), the lens' vignette, a gentle tone curve that keeps highlights off pure
 * white, and the sensor's noise. Returns RGB pixels; deterministic for the same `random`. Yields to the
 * event loop every ROWS_PER_TURN rows.
 */
export async function developPhoto(
  layers: PhotoLayers,
  toGarment: PixelToGarment,
  texture: Texture,
  random: () => number,
): Promise<Buffer> {
  const { width, height, backdrop, garment, shading, mask } = layers;
  const grain = await blurredNoise(random, width, height, texture.grainBlur);
  const sensor = await blurredNoise(random, width, height, 0.5);
  const out = Buffer.alloc(width * height * 3);
  // Phases in table steps: a sine table is much faster than Math.sin over millions of pixels.
  const twill = SINE_STEPS / texture.weavePeriod;
  const plain = twill * 1.7;
  const { u0, ux, uy, v0, vx, vy } = toGarment;
  for (let y = 0; y < height; y++) {
    if (y % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const dy = y / height - 0.47;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o3 = i * 3;
      const o4 = i * 4;
      let r = backdrop[o3] ?? 0;
      let g = backdrop[o3 + 1] ?? 0;
      let b = backdrop[o3 + 2] ?? 0;
      const a = (garment[o4 + 3] ?? 0) / 255;
      if (a > 0) {
        r += ((garment[o4] ?? 0) - r) * a;
        g += ((garment[o4 + 1] ?? 0) - g) * a;
        b += ((garment[o4 + 2] ?? 0) - b) * a;
      }
      let delta = ((sensor[i] ?? 0) - 128) * texture.sensor;
      const cover = (mask[i] ?? 0) / 255;
      if (cover > 0) {
        const s = ((shading[o4 + 3] ?? 0) / 255) * cover;
        r += ((shading[o4] ?? 0) - r) * s;
        g += ((shading[o4 + 1] ?? 0) - g) * s;
        b += ((shading[o4 + 2] ?? 0) - b) * s;
        const u = u0 + ux * x + uy * y;
        const v = v0 + vx * x + vy * y;
        const weave = 0.65 * sine(twill * (u + v)) + 0.35 * sine(plain * u) * sine(plain * v);
        const lightness = (r + g + b) / 765;
        // Strongest in the mid-tones: noise shows most there and least in deep shadow and near white.
        delta +=
          cover *
          (0.5 + 2 * lightness * (1 - lightness)) *
          (((grain[i] ?? 0) - 128) * texture.grain + weave * texture.weave);
      }
      const dx = x / width - 0.5;
      const far = Math.min(1, Math.max(0, (Math.sqrt(dx * dx + dy * dy) / 0.78 - 0.45) / 0.55));
      const gain = (1 - 0.36 * far * far * (3 - 2 * far)) * 0.935;
      out[o3] = level(6 + r * gain + delta);
      out[o3 + 1] = level(6 + g * gain + delta);
      out[o3 + 2] = level(6 + b * gain + delta);
    }
  }
  return out;
}
