import path from 'node:path';

/** Files the shell or the federation runtime read to find everything else: always revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** Rsbuild names emitted assets `<name>.<contenthash>.<ext>` (e.g. `static/js/123.a1b2c3d4.js`). */
export const HASHED_NAME = /\.[0-9a-f]{8,}\./i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a built frontend file: hashed names forever, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}
