import {
  EXPRESS_SAMPLE_FEE_CENTS,
  MAX_SAMPLES_PER_ACCOUNT,
  type SampleDeliveryOption,
} from '../constants.ts';

/** Samples the buyer may still request (never negative). */
export function remainingSamples(requestedCount: number, max: number = MAX_SAMPLES_PER_ACCOUNT): number {
  return Math.max(0, max - requestedCount);
}

export type SampleRequestCheck =
  | { ok: true }
  | { ok: false; code: 'sample_already_requested' }
  | { ok: false; code: 'sample_limit_reached' };

/**
 * One sample per product, at most 3 in total. A product already requested is reported as such
 * even when the limit is also reached: it is the more useful message.
 */
export function checkSampleRequest(
  requestedProductIds: readonly string[],
  productId: string,
  max: number = MAX_SAMPLES_PER_ACCOUNT,
): SampleRequestCheck {
  if (requestedProductIds.includes(productId)) return { ok: false, code: 'sample_already_requested' };
  if (requestedProductIds.length >= max) return { ok: false, code: 'sample_limit_reached' };
  return { ok: true };
}

/** Standard sample delivery is free, express costs €15. */
export function sampleDeliveryFeeCents(option: SampleDeliveryOption): number {
  return option === 'express' ? EXPRESS_SAMPLE_FEE_CENTS : 0;
}
