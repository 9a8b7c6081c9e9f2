/**
 * Where a buyer follows a parcel: the tracking pages of the carriers Greek wholesale ships with. A carrier is
 * recognised by its name as the team types it (any case, accents, Greek or Latin letters, "ACS Courier",
 * "Γενική Ταχυδρομική"); the number is put into a fixed address of that carrier, encoded, so neither field
 * can point a link anywhere else. Other carriers get no link: the number is shown as text.
 */
export interface Carrier {
  id: 'elta' | 'acs' | 'speedex' | 'geniki' | 'dhl';
  /** The name the office offers when a shipment is marked sent. */
  name: string;
  /** Words that name the carrier, lower-case without accents. */
  words: readonly string[];
  /** The carrier's public tracking page for one number (already URL-encoded). */
  page: (encodedNumber: string) => string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    id: 'elta',
    name: 'ELTA',
    words: ['elta', 'ελτα'],
    page: (n) => `https://itemsearch.elta.gr/en-GB/Query/Direct/${n}`,
  },
  {
    id: 'acs',
    name: 'ACS Courier',
    words: ['acs'],
    page: (n) => `https://www.acscourier.net/en/track-and-trace/?trackingNumber=${n}`,
  },
  {
    id: 'speedex',
    name: 'Speedex',
    words: ['speedex', 'σπιντεξ'],
    page: (n) => `https://www.speedex.gr/speedex/NewTrackAndTrace.aspx?number=${n}`,
  },
  {
    id: 'geniki',
    name: 'Geniki Taxydromiki',
    words: ['geniki', 'taxydromiki', 'γενικη', 'ταχυδρομικη'],
    page: (n) => `https://www.taxydromiki.com/track/${n}`,
  },
  {
    id: 'dhl',
    name: 'DHL Express',
    words: ['dhl'],
    page: (n) => `https://www.dhl.com/gr-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
];

/** Letters and digits, lower-case, accents and punctuation gone: "Γενική Ταχυδρομική" → ["γενικη", "ταχυδρομικη"]. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The known carrier a typed name means, if any. */
export function carrierOf(name: string | null | undefined): Carrier | undefined {
  const words = new Set(wordsOf(name ?? ''));
  return CARRIERS.find((carrier) => carrier.words.some((word) => words.has(word)));
}

/** A tracking number as carriers print them: letters, digits, spaces or hyphens (spaces are dropped). */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The carrier's tracking page for this shipment, or null for an unknown carrier or an unusable number. */
export function trackingLink(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = carrierOf(carrier);
  const number = (trackingNumber ?? '').replace(/\s+/g, '');
  if (!known || !TRACKING_NUMBER.test(number)) return null;
  return known.page(encodeURIComponent(number));
}
