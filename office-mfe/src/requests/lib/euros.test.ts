import { describe, expect, it } from 'vitest';
import { amountProblem, hundredthsToInput, parseHundredths } from './euros.ts';

describe('euros as typed in the office', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 0,07 ', 7],
    ['1.250,00', 125_000],
    ['1.250', 125_000],
  ])('%s is %i cents on a Greek page', (typed, cents) => expect(parseHundredths(typed, 'gr')).toBe(cents));

  it.each([
    ['', null],
    ['abc', 'not_an_amount'],
    ['12,505', 'too_many_decimals'],
    ['-3', 'negative'],
  ])('%j is not an amount: %s', (typed, problem) => {
    expect(parseHundredths(typed, 'gr')).toBeNull();
    expect(amountProblem(typed, 'gr')).toBe(problem);
  });

  it('reads percentages in basis points', () => {
    expect(parseHundredths('12,5', 'gr')).toBe(1250);
    expect(parseHundredths('24', 'en')).toBe(2400);
  });

  it('shows cents to type over in the page’s language', () => {
    expect(hundredthsToInput(1250, 'gr')).toBe('12,50');
    expect(hundredthsToInput(1250, 'en')).toBe('12.50');
  });
});
