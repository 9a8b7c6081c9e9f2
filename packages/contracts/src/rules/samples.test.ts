import { describe, expect, it } from 'vitest';
import { checkSampleRequest, remainingSamples, sampleDeliveryFeeCents } from './samples.ts';

describe('sample limits', () => {
  it('allows up to 3 samples in total', () => {
    expect(remainingSamples(0)).toBe(3);
    expect(remainingSamples(2)).toBe(1);
    expect(remainingSamples(3)).toBe(0);
    expect(remainingSamples(5)).toBe(0);
  });

  it('accepts a new product while samples remain', () => {
    expect(checkSampleRequest([], 'p1')).toEqual({ ok: true });
    expect(checkSampleRequest(['p1', 'p2'], 'p3')).toEqual({ ok: true });
  });

  it('refuses a fourth sample', () => {
    expect(checkSampleRequest(['p1', 'p2', 'p3'], 'p4')).toEqual({ ok: false, code: 'sample_limit_reached' });
  });

  it('refuses a second sample of one product, before the limit', () => {
    expect(checkSampleRequest(['p1'], 'p1')).toEqual({ ok: false, code: 'sample_already_requested' });
    expect(checkSampleRequest(['p1', 'p2', 'p3'], 'p2')).toEqual({
      ok: false,
      code: 'sample_already_requested',
    });
  });

  it('charges €15 for express delivery only', () => {
    expect(sampleDeliveryFeeCents('standard')).toBe(0);
    expect(sampleDeliveryFeeCents('express')).toBe(1500);
  });
});
