import type { Category, Colour } from '@shop/contracts';
import { SHADES, SILHOUETTES } from '../../domain/product-image.ts';
import { alpha, detailsSvg, foldsSvg, garmentFeatures, n } from './garment-details.ts';
import { type Box, silhouetteBox, WAISTS } from './garment-shape.ts';
import { type Framing, framingTransform, PHOTO_HEIGHT, PHOTO_WIDTH } from './photo-framing.ts';

/**
 * The photo's layers as SVG, drawn in photo pixels (PHOTO_WIDTH × PHOTO_HEIGHT) with the garment in
 * silhouette units through a Framing. The smooth ones (backdrop, shading) are blurry by nature, so the caller
 * renders them small and enlarges them: librsvg's blurs are slow at full size, libvips' resize is not.
 */

/** Garments too light for the warm paper backdrop: shot against a cool grey one instead. */
const LIGHT_COLOURS: ReadonlySet<Colour> = new Set(['white', 'cream', 'beige', 'pink']);
const DARK_COLOURS: ReadonlySet<Colour> = new Set(['black', 'blue', 'green']);

/** Backdrop paper tones: [wall top, wall low, floor far, floor near], per paper and per view. */
const BACKDROPS = {
  warm: [
    ['#f4efe8', '#e2dace', '#ece5db', '#d9cfc2'],
    ['#e9e2d9', '#d3c8ba', '#ddd3c6', '#c9bdae'],
  ],
  cool: [
    ['#c7ccd2', '#aeb3ba', '#c3c7cc', '#a9adb3'],
    ['#b9c0c8', '#9ea6b0', '#b1b8c0', '#98a0a9'],
  ],
} as const;

export interface SceneProduct {
  category: Category;
  colour: Colour;
  name: string;
}

/** An SVG document of the photo's size drawn at `resolution` (1 = full size; 0.25 = a quarter of it). */
function svgDocument(content: string, resolution: number, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH * resolution}" height="${PHOTO_HEIGHT * resolution}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}"><defs>${defs}</defs>${content}</svg>`;
}

/**
 * The seamless paper backdrop lit from the upper left, the garment's and hanger's soft shadow on it, and
 * (whole view) the shadow on the floor. Opaque.
 */
export function backdropSvg(
  product: SceneProduct,
  view: number,
  framing: Framing,
  resolution: number,
): string {
  const light = LIGHT_COLOURS.has(product.colour);
  const [wallTop, wallLow, floorFar, floorNear] = BACKDROPS[light ? 'cool' : 'warm'][view === 0 ? 0 : 1];
  const box = silhouetteBox(product.category);
  const horizon = view === 0 ? 0.865 : 1.2;
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="${n(horizon - 0.09)}" stop-color="${wallLow}"/><stop offset="${n(horizon)}" stop-color="${floorFar}"/><stop offset="1" stop-color="${floorNear}"/></linearGradient>
<radialGradient id="key" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.42"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="wallShadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="floorShadow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="30"/></filter>`;
  return svgDocument(
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#wall)"/>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#key)"/>
${view === 0 ? floorShadowSvg(box, framing) : ''}
<g transform="${framingTransform(framing)}"><g filter="url(#wallShadow)" opacity="${light ? 0.3 : 0.22}" transform="translate(6 8)">${hangerSvg(product.category, box, '#000')}<path d="${SILHOUETTES[product.category]}" fill="#000"/></g></g>`,
    resolution,
    defs,
  );
}

/** The garment with crisp edges: hanger, fabric colour or print, seams, buttons, clips. Transparent around. */
export function garmentSvg(product: SceneProduct, framing: Framing, random: () => number): string {
  const [main, shadow] = SHADES[product.colour];
  const box = silhouetteBox(product.category);
  const path = SILHOUETTES[product.category];
  const defs = `${product.colour === 'multi' ? '<pattern id="fabric" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="40" height="40" fill="#e67e22"/><rect width="10" height="40" fill="#2e6fb7"/><rect x="10" width="10" height="40" fill="#f1c40f"/><rect x="20" width="10" height="40" fill="#c0392b"/></pattern>' : ''}
<linearGradient id="tierShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="bandShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="neckShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>
<radialGradient id="button" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#cdbfa6"/></radialGradient>
<radialGradient id="wood" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#c08a57"/><stop offset="1" stop-color="#8a5a32"/></radialGradient>
<g id="petals" fill="#fbf6ea" fill-opacity="0.9">${[0, 72, 144, 216, 288].map((turn) => `<ellipse cx="0" cy="-2.6" rx="1.7" ry="2.4" transform="rotate(${turn})"/>`).join('')}</g>
<clipPath id="garment"><path d="${path}"/></clipPath>`;
  return svgDocument(
    `<g transform="${framingTransform(framing)}">
${hangerSvg(product.category, box, null)}
<path d="${path}" fill="${product.colour === 'multi' ? 'url(#fabric)' : main}"/>
<g clip-path="url(#garment)">${detailsSvg(product.category, garmentFeatures(product.name), box, random, { main, shadow })}</g>
<path d="${path}" fill="none" stroke="${shadow}" stroke-width="0.8" stroke-opacity="0.6"/>
${clipsSvg(product.category, box)}
</g>`,
    1,
    defs,
  );
}

/**
 * Light and shade on the fabric: its rounded form, the folds' soft shadows and highlights, a few creases,
 * darker edges. Black and white at partial opacity, to lay over the garment within its mask.
 */
export function shadingSvg(
  product: SceneProduct,
  framing: Framing,
  random: () => number,
  resolution: number,
): string {
  const light = LIGHT_COLOURS.has(product.colour);
  const contrast = light
    ? { dark: 0.26, light: 0.22 }
    : DARK_COLOURS.has(product.colour)
      ? { dark: 0.42, light: 0.2 }
      : { dark: 0.36, light: 0.16 };
  const box = silhouetteBox(product.category);
  const folds = foldsSvg(product.category, garmentFeatures(product.name), random, contrast);
  const area = `x="${box.left - 10}" y="${box.top - 10}" width="${box.right - box.left + 20}" height="${box.bottom - box.top + 20}"`;
  const defs = `<linearGradient id="across" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.2" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.75" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
<linearGradient id="down" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4.5"/></filter>
<filter id="crisp" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="0.7"/></filter>
<filter id="edge" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>`;
  return svgDocument(
    `<g transform="${framingTransform(framing)}">
<rect ${area} fill="url(#across)"/>
<rect ${area} fill="url(#down)"/>
<g filter="url(#soft)">${folds.soft}</g>
<g filter="url(#crisp)">${folds.crisp}</g>
<path d="${SILHOUETTES[product.category]}" fill="none" stroke="#000" stroke-width="18" stroke-opacity="0.3" filter="url(#edge)"/>
</g>`,
    resolution,
    defs,
  );
}

/** The garment alone, white on black, framed like the scene: where the shading and the fabric's grain go. */
export function garmentMaskSvg(category: Category, framing: Framing): string {
  return svgDocument(
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="#000"/><path d="${SILHOUETTES[category]}" fill="#fff" transform="${framingTransform(framing)}"/>`,
    1,
  );
}

/** The soft shadow on the floor under a hanging garment, fainter the higher the hem hangs. */
function floorShadowSvg(box: Box, framing: Framing): string {
  const hem = framing.at[1] + (box.bottom - framing.focus[1]) * framing.scale;
  const floor = PHOTO_HEIGHT * 0.91;
  const width = (box.right - box.left) * framing.scale;
  const opacity = Math.max(0.12, 0.42 - (floor - hem) / 1500);
  return `<ellipse cx="${n(framing.at[0] + 30)}" cy="${n(floor)}" rx="${n(width * 0.45)}" ry="34" fill="#000" opacity="${alpha(opacity)}" filter="url(#floorShadow)"/>`;
}

/** A wooden hanger with a chrome hook behind tops and dresses; the hook and bar of a clip hanger for the rest. */
function hangerSvg(category: Category, box: Box, colour: string | null): string {
  const centre = (box.left + box.right) / 2;
  const shoulders = category === 'dresses' || category === 'tops';
  const bar = shoulders ? box.top + 2 : box.top - 12;
  const metal = colour ?? '#7b7e83';
  const hook = `M${centre} ${bar} L${centre} ${bar - 16} C${centre} ${bar - 44} ${centre + 24} ${bar - 44} ${centre + 24} ${bar - 27}`;
  const parts = [
    `<path d="${hook}" fill="none" stroke="${metal}" stroke-width="2.6" stroke-linecap="round"/>`,
    colour
      ? ''
      : `<path d="${hook}" fill="none" stroke="#e4e6e9" stroke-width="0.8" stroke-linecap="round" transform="translate(-0.6 -0.3)"/>`,
  ];
  if (shoulders) {
    const arms = `M${centre - 66} ${bar + 16} Q${centre} ${bar - 16} ${centre + 66} ${bar + 16}`;
    parts.push(
      `<path d="${arms}" fill="none" stroke="${colour ?? 'url(#wood)'}" stroke-width="7" stroke-linecap="round"/>`,
      colour
        ? ''
        : `<path d="${arms}" fill="none" stroke="#e0b88a" stroke-width="1.4" stroke-linecap="round" stroke-opacity="0.7" transform="translate(0 -2.2)"/>`,
    );
  } else {
    const span = waistHalf(category, box) + 6;
    parts.push(
      `<path d="M${centre - span} ${bar} L${centre + span} ${bar}" stroke="${metal}" stroke-width="3.2" stroke-linecap="round"/>`,
      colour
        ? ''
        : `<path d="M${centre - span} ${bar - 0.8} L${centre + span} ${bar - 0.8}" stroke="#e4e6e9" stroke-width="0.8" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** The clips of a clip hanger, in front of the waistband. */
function clipsSvg(category: Category, box: Box): string {
  if (category === 'dresses' || category === 'tops') return '';
  const centre = (box.left + box.right) / 2;
  const span = waistHalf(category, box) - 14;
  return [centre - span, centre + span]
    .map(
      (x) =>
        `<rect x="${n(x - 7)}" y="${box.top - 14}" width="14" height="24" rx="2" fill="#6f7277"/><rect x="${n(x - 5.5)}" y="${box.top - 12}" width="4" height="20" rx="1.5" fill="#d9dbde" fill-opacity="0.8"/><rect x="${n(x - 7)}" y="${box.top + 8}" width="14" height="2.5" fill="#000" fill-opacity="0.25"/>`,
    )
    .join('');
}

/** Half the width of the garment's top edge, where a clip hanger holds it. */
function waistHalf(category: Category, box: Box): number {
  const waist = WAISTS[category];
  return waist ? (waist.right - waist.left) / 2 : (box.right - box.left) / 2;
}
