import {
  type ActivePreview,
  PREVIEW_AREAS,
  PREVIEW_COOKIE_HOURS,
  PREVIEW_LINK_DAYS,
  PREVIEW_LINK_PREFIX,
  type PreviewArea,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sign, signingKey, verify } from './signing.ts';

/**
 * Preview links and the cookie they set, both signed with the `preview` key (signing.ts): a link names one
 * release and until when it can be opened; the cookie names every release a browser previews and until
 * when. Either, changed by a byte or past its time, is ignored.
 */

const KEY = 'preview';
const seconds = (ms: number) => Math.floor(ms / 1000);

export function isPreviewArea(value: string): value is PreviewArea {
  return (PREVIEW_AREAS as readonly string[]).includes(value);
}

const linkText = (area: string, version: string, until: number) => `link\n${area}\n${version}\n${until}`;

/** The link that opens a preview of the release: `<origin>/preview/<area>/<version>?until=…&sig=…`. */
export async function previewLink(
  db: Kysely<Database>,
  origin: string,
  preview: ActivePreview,
  now = Date.now(),
): Promise<string> {
  const until = seconds(now) + PREVIEW_LINK_DAYS * 24 * 3600;
  const signature = sign(await signingKey(db, KEY), linkText(preview.area, preview.version, until));
  const path = `${PREVIEW_LINK_PREFIX}${preview.area}/${encodeURIComponent(preview.version)}`;
  return `${origin}${path}?until=${until}&sig=${signature}`;
}

/** Does the link (its parts as the route reads them) carry the key's signature and is it still open? */
export async function isValidLink(
  db: Kysely<Database>,
  link: { area: string; version: string; until: string; sig: string },
  now = Date.now(),
): Promise<boolean> {
  const until = Number(link.until);
  if (!isPreviewArea(link.area) || !Number.isSafeInteger(until) || until <= seconds(now)) return false;
  return verify(await signingKey(db, KEY), linkText(link.area, link.version, until), link.sig);
}

interface CookieBody {
  /** The previews, as [area, version] pairs. */
  p: [string, string][];
  /** Until when, in epoch seconds. */
  u: number;
}

/** The cookie's value for these previews, valid `PREVIEW_COOKIE_HOURS` from now; and its max age. */
export async function previewCookie(
  db: Kysely<Database>,
  previews: readonly ActivePreview[],
  now = Date.now(),
): Promise<{ value: string; maxAgeSeconds: number }> {
  const maxAgeSeconds = PREVIEW_COOKIE_HOURS * 3600;
  const body: CookieBody = { p: previews.map((p) => [p.area, p.version]), u: seconds(now) + maxAgeSeconds };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return { value: `${encoded}.${sign(await signingKey(db, KEY), `cookie\n${encoded}`)}`, maxAgeSeconds };
}

/** The previews a cookie names, or none when it is missing, forged, damaged or expired. */
export async function previewsInCookie(
  db: Kysely<Database>,
  value: string | undefined,
  now = Date.now(),
): Promise<ActivePreview[]> {
  if (!value) return [];
  const [encoded, signature, ...rest] = value.split('.');
  if (!encoded || !signature || rest.length > 0) return [];
  if (!verify(await signingKey(db, KEY), `cookie\n${encoded}`, signature)) return [];
  try {
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as CookieBody;
    if (!Number.isSafeInteger(body.u) || body.u <= seconds(now) || !Array.isArray(body.p)) return [];
    return body.p
      .filter(
        (pair): pair is [PreviewArea, string] =>
          Array.isArray(pair) && isPreviewArea(String(pair[0])) && typeof pair[1] === 'string',
      )
      .map(([area, version]) => ({ area, version }));
  } catch {
    return [];
  }
}

/** What a browser previews, as the page and `GET /api/preview` name it: the releases' areas and versions. */
export function activePreviews(releases: readonly { area: string; version: string }[]): ActivePreview[] {
  return releases.flatMap(({ area, version }) => (isPreviewArea(area) ? [{ area, version }] : []));
}

/** The previews with one added: a release of an area already previewed takes that one's place. */
export function withPreview(previews: readonly ActivePreview[], added: ActivePreview): ActivePreview[] {
  return [...previews.filter((p) => p.area !== added.area), added];
}
