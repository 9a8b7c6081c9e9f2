import type { OrderStatus, Quote } from '@shop/contracts';

/** The quote the buyer answers now (or the one they accepted); null before the first quote. */
export function liveQuote(quotes: readonly Quote[]): Quote | null {
  return quotes.find((quote) => quote.state !== 'superseded') ?? null;
}

/** How a quote stands for the buyer: its state, told apart further by the request's status. */
export type QuoteStanding = Exclude<Quote['state'], 'changes_requested'> | 'changesRequested' | 'closed';

/**
 * The newest quote is `changes_requested` after the buyer asked for changes, and stays `current` when the
 * request was cancelled or declined; the buyer may answer it only while the request is quoted.
 */
export function quoteStanding(quote: Quote, status: OrderStatus): QuoteStanding {
  if (quote.state === 'changes_requested') return 'changesRequested';
  if (quote.state !== 'current' || status === 'quoted') return quote.state;
  return status === 'changes_requested' ? 'changesRequested' : 'closed';
}

/** Versions a newer one replaced, newest first. */
export function earlierQuotes(quotes: readonly Quote[]): Quote[] {
  return quotes.filter((quote) => quote.state === 'superseded').reverse();
}
