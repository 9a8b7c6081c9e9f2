import type { Category, Colour } from '@shop/contracts';

/** Fabric shades per catalogue colour: [main, shadow]. */
export const SHADES: Record<Colour, [string, string]> = {
  red: ['#c0392b', '#922b21'],
  blue: ['#2e6fb7', '#1f4f86'],
  green: ['#3e8e5a', '#2b6640'],
  black: ['#2b2b2b', '#111111'],
  white: ['#fbfbf8', '#dcdcd6'],
  pink: ['#e89ab5', '#c9728f'],
  cream: ['#f3e7cc', '#d9c8a3'],
  beige: ['#d8c3a0', '#b79f79'],
  teal: ['#1f8a8a', '#156363'],
  orange: ['#e67e22', '#b8621a'],
  multi: ['#e67e22', '#2e6fb7'],
};

/** Garment outlines on a 400x500 canvas. */
export const SILHOUETTES: Record<Category, string> = {
  dresses:
    'M158 58 L176 58 Q200 104 224 58 L242 58 L250 150 Q256 186 240 206 L330 448 Q200 472 70 448 L160 206 Q144 186 150 150 Z',
  tops: 'M150 110 L250 110 L320 150 L295 215 L265 200 L265 360 L135 360 L135 200 L105 215 L80 150 Z',
  trousers: 'M130 70 L270 70 L285 450 L215 450 L200 190 L185 450 L115 450 Z',
  skirts: 'M140 120 L260 120 L320 430 L80 430 Z',
  shorts: 'M130 140 L270 140 L290 320 L215 330 L200 230 L185 330 L110 320 Z',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A simple, recognisable product picture: the garment's silhouette by category, in its colour
 * (stripes for `multi`), on a soft background. Deterministic, so it caches well.
 */
export function productSvg(product: {
  id: string;
  category: Category;
  colour: Colour;
  name: string;
}): string {
  const [main, shadow] = SHADES[product.colour];
  const id = `p${product.id.replace(/[^A-Za-z0-9]/g, '')}`;
  const fill =
    product.colour === 'multi'
      ? `<pattern id="${id}s" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="40" height="40" fill="#e67e22"/><rect width="10" height="40" fill="#2e6fb7"/><rect x="10" width="10" height="40" fill="#f1c40f"/><rect x="20" width="10" height="40" fill="#c0392b"/></pattern>`
      : `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${shadow}"/></linearGradient>`;
  const outline = product.colour === 'white' || product.colour === 'cream' ? '#b9b3a6' : shadow;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-label="${escapeXml(product.name)}">
<title>${escapeXml(product.name)}</title>
<defs>${fill}<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#faf6f0"/><stop offset="1" stop-color="#efe7dc"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#${id}bg)"/>
<ellipse cx="200" cy="465" rx="130" ry="12" fill="#000" opacity="0.08"/>
<path d="${SILHOUETTES[product.category]}" fill="url(#${id}s)" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>
</svg>
`;
}
