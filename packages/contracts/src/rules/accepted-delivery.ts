import type { QuoteDeliveryOption, RequestProgress } from '../api/quotes.ts';

/**
 * The delivery a request goes out with: the option the buyer accepted on the accepted quote version, or null
 * before a quote was accepted. The basket's Standard / Fast / Express is only the buyer's preference, which
 * the quote's options answer (issue 47).
 */
export function acceptedDelivery(
  progress: Pick<RequestProgress, 'quotes' | 'acceptedDeliveryOption'>,
): QuoteDeliveryOption | null {
  if (progress.acceptedDeliveryOption === null) return null;
  const accepted = progress.quotes.find((quote) => quote.state === 'accepted');
  return accepted?.deliveryOptions.find((option) => option.index === progress.acceptedDeliveryOption) ?? null;
}
