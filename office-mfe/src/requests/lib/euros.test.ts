import { describe, expect, it } from 'vitest';
import { amountProblem, centsToInput, parseEuros, parsePercent } from './euros.ts';

describe('euros as typed in the office', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 0,07 ', 7],
    ['1.250,00', 125_000],
    ['1.250', 125_000],
  ])('%s is %i cents on a Greek page', (typed, cents) => expect(parseEuros(typed, 'gr')).toBe(cents));

  it.each([
    ['', null],
    ['abc', 'not_an_amount'],
    ['12,505', 'too_many_decimals'],
    ['-3', 'negative'],
  ])('%j is not an amount: %s', (typed, problem) => {
    expect(parseEuros(typed, 'gr')).toBeNull();
    expect(amountProblem(typed, 'gr')).toBe(problem);
  });

  it('reads percentages in basis points', () => {
    expect(parsePercent('12,5', 'gr')).toBe(1250);
    expect(parsePercent('24', 'en')).toBe(2400);
  });

  it('shows cents to type over in the page’s language', () => {
    expect(centsToInput(1250, 'gr')).toBe('12,50');
    expect(centsToInput(1250, 'en')).toBe('12.50');
  });
});
