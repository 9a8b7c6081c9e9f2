import { describe, expect, it } from 'vitest';
import { deliveryOptionFixture, quoteFixture } from '../testing/loop-fixtures.ts';
import { acceptedDelivery } from './accepted-delivery.ts';

const withOptions = (version: number, state: 'current' | 'superseded' | 'accepted', labels: string[]) =>
  quoteFixture({
    version,
    state,
    deliveryOptions: labels.map((label, i) => deliveryOptionFixture(i, label, i + 1)),
  });

describe('the delivery a request goes out with', () => {
  it('is the option accepted on the accepted version', () => {
    const quotes = [
      withOptions(1, 'superseded', ['Courier']),
      withOptions(2, 'accepted', ['Courier', 'Pick-up in Athens']),
    ];
    expect(acceptedDelivery({ quotes, acceptedDeliveryOption: 1 })?.label).toBe('Pick-up in Athens');
  });

  it('is none before a quote was accepted', () => {
    expect(
      acceptedDelivery({ quotes: [withOptions(1, 'current', ['Courier'])], acceptedDeliveryOption: null }),
    ).toBe(null);
  });
});
