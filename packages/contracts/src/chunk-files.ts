/**
 * A remote's chunk files named in its manifest under other names than its entry asks for (issue 48): the
 * entry asks for its translations' file without their hash (`static/js/async/translations.late.js`), so a
 * deploy that changes a string leaves the entry's bytes as they were; the manifest, fetched afresh on each visit, gives
 * the file's content-hashed name. The build records them (`metaData.shopChunkFiles`), the shell hands them
 * on as it reads the manifest (`globalThis.__SHOP_CHUNK_FILES__[<federation name>]`), and the entry's
 * script loading asks for the named file.
 */
export const MANIFEST_CHUNK_FILES = 'shopChunkFiles';
export const CHUNK_FILES_GLOBAL = '__SHOP_CHUNK_FILES__';

/** From the name the entry asks for to the file's name, both relative to the remote's public path. */
export type ChunkFiles = Readonly<Record<string, string>>;

/** A chunk's file below the remote's public path: no way out of it, nothing but a script's name. */
const CHUNK_FILE = /^static\/js\/async\/[\w-]+(\.[\w-]+)*\.js$/;

/**
 * The renames a build recorded in its manifest, or null for a build that recorded none (an older release)
 * or one that does not parse: a name that is not a chunk's file of the remote's own is never followed.
 */
export function manifestChunkFiles(manifest: unknown): ChunkFiles | null {
  const recorded = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[
    MANIFEST_CHUNK_FILES
  ];
  if (!recorded || typeof recorded !== 'object' || Array.isArray(recorded)) return null;
  const entries = Object.entries(recorded);
  const valid = entries.every(
    ([from, to]) => CHUNK_FILE.test(from) && typeof to === 'string' && CHUNK_FILE.test(to),
  );
  return valid && entries.length > 0 ? (Object.fromEntries(entries) as ChunkFiles) : null;
}

/** The contracts version of the first shell that hands remotes their chunk files, and of remotes that need it. */
export const CHUNK_FILES_SINCE = '1.11.0';

function atLeast(version: string | undefined, since: string): boolean | null {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(v)?.slice(1).map(Number);
  const [a, b] = [version ? parse(version) : undefined, parse(since)];
  if (!a || !b) return null;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/**
 * Whether a remote built against contracts `remote` would miss its translations under a shell built against
 * `shell`: the remote names them in its manifest, the shell predates handing them on. Unknown versions pass.
 */
export function shellMissesChunkFiles(shell: string | undefined, remote: string | undefined): boolean {
  return atLeast(remote, CHUNK_FILES_SINCE) === true && atLeast(shell, CHUNK_FILES_SINCE) === false;
}
