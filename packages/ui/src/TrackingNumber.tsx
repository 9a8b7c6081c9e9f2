import { carrierOf, trackingLink } from '@shop/contracts';

export interface TrackingNumberProps {
  carrier: string | null | undefined;
  number: string | null | undefined;
  /** The link's accessible name in the page's language, given the carrier's name and the number. */
  linkLabel: (texts: { carrier: string; number: string }) => string;
}

/**
 * A shipment's tracking number: for a carrier the shop knows (contracts `CARRIERS`), a link to its tracking
 * page, opened in a new tab; otherwise the number as text.
 */
export function TrackingNumber({ carrier, number, linkLabel }: TrackingNumberProps) {
  const href = trackingLink(carrier, number);
  const known = carrierOf(carrier);
  if (!href || !number || !known) return <>{number ?? '—'}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={linkLabel({ carrier: known.name, number })}
    >
      {number}
    </a>
  );
}
