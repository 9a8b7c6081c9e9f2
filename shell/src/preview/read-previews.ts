import {
  type ActivePreview,
  PREVIEW_AREAS,
  PREVIEW_LINK_REFUSED,
  PREVIEW_NOTICE_PARAM,
  PREVIEWS_ELEMENT_ID,
} from '@shop/contracts';

/** What the preview bar has to say: the previews this page was served with, or a preview link refused. */
export interface PreviewState {
  previews: ActivePreview[];
  linkRefused: boolean;
}

/**
 * Reads the page's previews (a JSON data block the BFF puts only into the pages of a browser with a
 * preview cookie) and whether the BFF sent the browser here from a link it refused. Null when neither:
 * every buyer's page, which then loads nothing more.
 */
export function readPreviewState(
  doc: Document = document,
  search = window.location.search,
): PreviewState | null {
  const linkRefused = new URLSearchParams(search).get(PREVIEW_NOTICE_PARAM) === PREVIEW_LINK_REFUSED;
  const element = doc.getElementById(PREVIEWS_ELEMENT_ID);
  let previews: ActivePreview[] = [];
  try {
    const parsed = JSON.parse(element?.textContent ?? '[]') as unknown;
    if (Array.isArray(parsed)) {
      previews = parsed.filter(
        (entry): entry is ActivePreview =>
          typeof entry?.version === 'string' && (PREVIEW_AREAS as readonly string[]).includes(entry?.area),
      );
    }
  } catch {
    previews = [];
  }
  return previews.length > 0 || linkRefused ? { previews, linkRefused } : null;
}
