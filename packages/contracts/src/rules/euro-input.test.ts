import { describe, expect, it } from 'vitest';
import { euroInputOf, readEuroInput } from './euro-input.ts';

describe('euros as a person types them (issue 47)', () => {
  it.each([
    ['12,50', 'gr', 1250],
    ['12.50', 'gr', 1250],
    ['12,5', 'en', 1250],
    ['12', 'en', 1200],
    [' 0,07 ', 'gr', 7],
    ['1.250,00', 'gr', 125_000],
    ['1.250,00', 'en', 125_000],
    ['1,250.00', 'gr', 125_000],
    ['1 250,5', 'gr', 125_050],
    ['1.250', 'gr', 125_000],
    ['1,250', 'en', 125_000],
    ['12,505', 'en', 1_250_500],
    ['1.250.000', 'gr', 125_000_000],
    ['€ 17,99', 'en', 1799],
  ] as const)('%j in %s is %i cents', (typed, language, cents) =>
    expect(readEuroInput(typed, language)).toEqual({ cents }),
  );

  it.each([
    ['abc', 'en', 'not_an_amount'],
    ['12,505', 'gr', 'too_many_decimals'],
    ['1.250', 'en', 'too_many_decimals'],
    ['-3', 'gr', 'negative'],
    ['1.25.0', 'gr', 'not_an_amount'],
    ['12,50.3', 'en', 'not_an_amount'],
    ['99999999', 'en', 'too_large'],
  ] as const)('%j in %s says what is wrong: %s', (typed, language, problem) =>
    expect(readEuroInput(typed, language)).toEqual({ problem }),
  );

  it('is nothing when nothing was typed', () => expect(readEuroInput('  ', 'gr')).toBeNull());

  it('shows cents in the page’s language to type over', () => {
    expect(euroInputOf(1799, 'gr')).toBe('17,99');
    expect(euroInputOf(1799, 'en')).toBe('17.99');
    expect(euroInputOf(5, 'en')).toBe('0.05');
  });
});
