/**
 * The shop's Content-Security-Policy: its own origin plus the origins remotes are published on (a dev
 * server, a CDN), for scripts, styles, images and fetches (manifests). Inline styles are allowed because
 * the frontends inject CSS at run time.
 */
export function cspDirectives(remoteOrigins: string[], httpsOnly: boolean): Record<string, string[] | null> {
  const self = ["'self'", ...new Set(remoteOrigins)];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // The shop never frames itself: no clickjacking through another page's (or its own) frame.
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: self,
    scriptSrcAttr: ["'none'"],
    styleSrc: [...self, "'unsafe-inline'"],
    imgSrc: [...self, 'data:', 'blob:'],
    fontSrc: [...self, 'data:'],
    connectSrc: self,
    // Upgrading on plain-http localhost would break every asset of `npm start`.
    upgradeInsecureRequests: httpsOnly ? [] : null,
  };
}

/** The header value for a set of directives (`defaultSrc` → `default-src 'self'`). */
export function cspHeader(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' ').trim(),
    )
    .join(';');
}

/** The origin of an absolute URL; null for a path on this origin or anything unparsable. */
export function absoluteOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
