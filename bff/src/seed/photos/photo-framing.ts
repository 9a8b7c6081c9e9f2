import type { Category } from '@shop/contracts';
import { silhouetteBox } from './garment-shape.ts';

/** A sample photo's size (px): a 4:5 studio portrait, as a shop's camera delivers it. */
export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 2000;

/** Where the hanger's hook reaches above the garment (silhouette units). */
export const HOOK_HEIGHT = 48;

/**
 * Where the camera puts the garment: the point `focus` of the silhouette (400×500 units) lands on the pixel
 * `at`, drawn `scale` px per unit, turned `angle` degrees around that point.
 */
export interface Framing {
  scale: number;
  angle: number;
  focus: [number, number];
  at: [number, number];
}

/** View 0: the whole garment on its hanger, large; view 1: a close-up of the upper part, slightly turned. */
export function framingFor(category: Category, view: number, random: () => number): Framing {
  const box = silhouetteBox(category);
  const top = box.top - HOOK_HEIGHT;
  const whole = Math.min(
    (PHOTO_WIDTH * 0.74) / (box.right - box.left),
    (PHOTO_HEIGHT * 0.8) / (box.bottom - top),
    4.6,
  );
  const centre = (box.left + box.right) / 2;
  if (view === 0)
    return {
      scale: whole,
      angle: 0,
      focus: [centre, (top + box.bottom) / 2],
      at: [PHOTO_WIDTH / 2, PHOTO_HEIGHT * 0.455],
    };
  const side = random() < 0.5 ? -1 : 1;
  return {
    scale: whole * (2.1 + random() * 0.3),
    angle: side * (2.5 + random() * 2),
    focus: [centre + (random() - 0.5) * 24, box.top + (box.bottom - box.top) * (0.28 + random() * 0.08)],
    at: [PHOTO_WIDTH * (0.5 + side * 0.03), PHOTO_HEIGHT * 0.5],
  };
}

/** The SVG transform drawing silhouette units into the photo. */
export function framingTransform(framing: Framing): string {
  const { scale, angle, focus, at } = framing;
  return `translate(${at[0]} ${at[1]}) rotate(${angle}) scale(${scale}) translate(${-focus[0]} ${-focus[1]})`;
}

/** Silhouette coordinates of a pixel: `u = u0 + ux·x + uy·y`, `v = v0 + vx·x + vy·y`. */
export interface PixelToGarment {
  u0: number;
  ux: number;
  uy: number;
  v0: number;
  vx: number;
  vy: number;
}

export function pixelToGarment(framing: Framing): PixelToGarment {
  const { scale, focus, at } = framing;
  const cos = Math.cos((framing.angle * Math.PI) / 180);
  const sin = Math.sin((framing.angle * Math.PI) / 180);
  return {
    ux: cos / scale,
    uy: sin / scale,
    u0: focus[0] - (cos * at[0] + sin * at[1]) / scale,
    vx: -sin / scale,
    vy: cos / scale,
    v0: focus[1] - (-sin * at[0] + cos * at[1]) / scale,
  };
}
