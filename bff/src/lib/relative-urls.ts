/** A `src` or `href` attribute whose URL is relative to the page (not `/…`, not `scheme:…`, not `#…`). */
const RELATIVE_URL_ATTRIBUTE = /(\s(?:src|href))="(?!\/|[a-z][a-z0-9+.-]*:|#)([^"]*)"/gi;

/**
 * A built page with each relative `src`/`href` URL replaced by what `rewrite` makes of it (the shell is
 * built with relative asset URLs, so one build can be served from any folder).
 */
export function withRelativeUrls(html: string, rewrite: (url: string) => string): string {
  return html.replace(
    RELATIVE_URL_ATTRIBUTE,
    (_attribute, name: string, url: string) => `${name}="${rewrite(url)}"`,
  );
}
