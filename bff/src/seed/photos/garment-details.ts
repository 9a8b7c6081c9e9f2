import type { Category } from '@shop/contracts';
import { type Box, FOLD_ZONES, WAISTS } from './garment-shape.ts';

/** One decimal is plenty at 1600 px (a unit of the silhouette is about 4 px). */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Opacities and scales: two decimals. */
export function alpha(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** What a garment's name tells about its make: drawn on top of the plain silhouette. */
export interface GarmentFeatures {
  pleated: boolean;
  tiered: boolean;
  buttoned: boolean;
  smocked: boolean;
  print: 'floral' | 'paisley' | null;
}

export function garmentFeatures(name: string): GarmentFeatures {
  return {
    pleated: /pleat/i.test(name),
    tiered: /tier/i.test(name),
    buttoned: /button|(^|\s)shirt dress/i.test(name),
    smocked: /smock|tiered maxi/i.test(name),
    print: /floral/i.test(name) ? 'floral' : /paisley/i.test(name) ? 'paisley' : null,
  };
}

/**
 * The folds of the fabric: broad soft shadows and highlights (blurred by the caller's `soft` filter) and a
 * few crisp creases (its `crisp` filter), spread from the zone's top span to its bottom span.
 */
export function foldsSvg(
  category: Category,
  features: GarmentFeatures,
  random: () => number,
  contrast: { dark: number; light: number },
): { soft: string; crisp: string } {
  const soft: string[] = [];
  const crisp: string[] = [];
  for (const zone of FOLD_ZONES[category]) {
    const [least, most] = zone.folds;
    const count = Math.round((least + random() * (most - least)) * (features.pleated ? 2.4 : 1));
    const topWidth = zone.topSpan[1] - zone.topSpan[0];
    const bottomWidth = zone.bottomSpan[1] - zone.bottomSpan[0];
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5 + (random() - 0.5) * 0.7) / count;
      const width = (features.pleated ? 0.45 : 0.55 + random() * 0.7) / count;
      const xTop = zone.topSpan[0] + topWidth * t;
      const xBottom = zone.bottomSpan[0] + bottomWidth * (t + (random() - 0.5) * 0.05);
      const yTop = zone.top + random() * (zone.bottom - zone.top) * 0.12;
      const yBottom = zone.bottom + 14;
      const halfTop = (topWidth * width) / 4;
      const halfBottom = (bottomWidth * width) / 2;
      const dark = (i % 2 === 0) !== random() < 0.15;
      const opacity = dark
        ? contrast.dark * (0.55 + random() * 0.45)
        : contrast.light * (0.5 + random() * 0.5);
      soft.push(
        `<path d="M${n(xTop - halfTop)} ${n(yTop)} L${n(xTop + halfTop)} ${n(yTop)} L${n(xBottom + halfBottom)} ${n(yBottom)} L${n(xBottom - halfBottom)} ${n(yBottom)} Z" fill="${dark ? '#000' : '#fff'}" fill-opacity="${alpha(opacity)}"/>`,
      );
      if (dark && (features.pleated || random() < 0.35)) {
        const bend = (random() - 0.5) * 8;
        const line = `M${n(xTop)} ${n(yTop + 6)} Q${n((xTop + xBottom) / 2 + bend)} ${n((yTop + yBottom) / 2)} ${n(xBottom)} ${n(yBottom)}`;
        crisp.push(
          `<path d="${line}" fill="none" stroke="#000" stroke-width="1" stroke-opacity="${alpha(contrast.dark * 0.7)}"/>`,
          `<path d="${line}" fill="none" stroke="#fff" stroke-width="0.8" stroke-opacity="${alpha(contrast.light * 0.5)}" transform="translate(1.4 0)"/>`,
        );
      }
    }
  }
  return { soft: soft.join(''), crisp: crisp.join('') };
}

/** Seams, waistbands, plackets, tiers, smocking, a print's motifs and a top's neck opening. */
export function detailsSvg(
  category: Category,
  features: GarmentFeatures,
  box: Box,
  random: () => number,
  colours: { main: string; shadow: string },
): string {
  const parts: string[] = [];
  const seam = (d: string, strength = 1) =>
    parts.push(
      `<path d="${d}" fill="none" stroke="#000" stroke-width="1.3" stroke-opacity="${alpha(0.32 * strength)}"/>`,
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="0.7" stroke-opacity="${alpha(0.2 * strength)}" transform="translate(0 1.3)"/>`,
    );
  if (features.print) parts.push(printSvg(features.print, box, random));
  const waist = WAISTS[category];
  if (waist) {
    if (waist.band > 0) {
      const bottom = waist.y + waist.band;
      parts.push(
        `<rect x="${waist.left - 20}" y="${bottom - 5}" width="${waist.right - waist.left + 40}" height="10" fill="url(#bandShade)"/>`,
      );
      seam(`M${waist.left - 20} ${bottom} L${waist.right + 20} ${bottom}`);
      if (category !== 'skirts')
        seam(`M208 ${bottom} L208 ${bottom + 62} Q208 ${bottom + 76} 198 ${bottom + 82}`, 0.8);
    } else {
      seam(`M${waist.left - 10} ${waist.y} Q200 ${waist.y + 5} ${waist.right + 10} ${waist.y}`);
    }
  }
  if (features.tiered) {
    const span = box.bottom - 206;
    for (const y of [206 + span * 0.34, 206 + span * 0.68]) {
      parts.push(`<rect x="40" y="${n(y)}" width="320" height="22" fill="url(#tierShade)"/>`);
      seam(`M40 ${n(y)} Q200 ${n(y + 14)} 360 ${n(y)}`, 1.2);
    }
  }
  if (features.smocked) {
    for (let y = 96; y < 196; y += 7)
      parts.push(
        `<path d="M140 ${y} Q170 ${y + 1.5} 200 ${y} T260 ${y}" fill="none" stroke="#000" stroke-width="0.7" stroke-opacity="0.16"/>`,
      );
  }
  if (features.buttoned) {
    seam('M195 86 L195 452', 0.7);
    seam('M205 86 L205 452', 0.7);
    for (let y = 98; y < 440; y += 30)
      parts.push(
        `<circle cx="200" cy="${y + 1}" r="3.6" fill="#000" fill-opacity="0.25"/>`,
        `<circle cx="200" cy="${y}" r="3.4" fill="url(#button)"/>`,
        `<circle cx="198.9" cy="${y}" r="0.55" fill="#000" fill-opacity="0.45"/><circle cx="201.1" cy="${y}" r="0.55" fill="#000" fill-opacity="0.45"/>`,
      );
  }
  if (category === 'tops')
    parts.push(
      `<path d="M170 109 Q200 142 230 109 Z" fill="${colours.shadow}"/>`,
      `<path d="M170 109 Q200 142 230 109 Z" fill="url(#neckShade)"/>`,
    );
  return parts.join('');
}

/** A print of small motifs over the garment (clipped to it by the caller). */
function printSvg(print: 'floral' | 'paisley', box: Box, random: () => number): string {
  const motifs: string[] = [];
  const step = 15;
  for (let y = box.top; y < box.bottom + step; y += step)
    for (let x = box.left; x < box.right + step; x += step) {
      const cx = x + (random() - 0.5) * step * 0.8;
      const cy = y + (random() - 0.5) * step * 0.8;
      const turn = Math.round(random() * 360);
      const size = 0.8 + random() * 0.45;
      motifs.push(
        print === 'floral'
          ? `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${turn}) scale(${alpha(size)})"><use href="#petals"/><circle r="1.2" fill="#e3b448"/></g>`
          : `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${turn}) scale(${alpha(size)})"><path d="M0 -4.5 C3.5 -4.5 4 1 0 4.5 C-2.5 2 -3 -1 -1 -2.5 Z" fill="#f0d9a8" fill-opacity="0.85"/><circle cx="0.3" cy="0.8" r="1" fill="#b5532a" fill-opacity="0.8"/></g>`,
      );
    }
  return motifs.join('');
}
