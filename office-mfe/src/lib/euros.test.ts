import { describe, expect, it } from 'vitest';
import { centsToInput, parseEuros, parsePercent } from './euros.ts';

describe('euros as typed', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 0,07 ', 7],
  ])('%s is %i cents', (typed, cents) => expect(parseEuros(typed)).toBe(cents));

  it.each(['', 'abc', '12,505', '-3', '1.234,50'])('%s is not an amount', (typed) =>
    expect(parseEuros(typed)).toBeNull(),
  );

  it('reads percentages in basis points', () => {
    expect(parsePercent('12,5')).toBe(1250);
    expect(parsePercent('24')).toBe(2400);
  });

  it('shows cents to type over', () => expect(centsToInput(1250)).toBe('12.50'));
});
