import { describe, expect, it } from 'vitest';
import {
  addToBasketLine,
  type BasketLineState,
  basketTotals,
  lineTotalCents,
  updateBasketLine,
} from './basket.ts';

const line = (overrides: Partial<BasketLineState> = {}): BasketLineState => ({
  quantities: { S: 2, M: 3 },
  addYourBrand: true,
  brandLogoId: 'logo-1',
  ...overrides,
});

describe('addToBasketLine', () => {
  it('keeps only sizes above 0 on a new line', () => {
    expect(
      addToBasketLine(undefined, { quantities: { XS: 0, S: 2, L: 0, XL: 1 }, addYourBrand: false }),
    ).toEqual({
      ok: true,
      line: { quantities: { S: 2, XL: 1 }, addYourBrand: false, brandLogoId: null },
    });
  });

  it('refuses to add nothing', () => {
    expect(addToBasketLine(undefined, { quantities: { S: 0 }, addYourBrand: false })).toEqual({
      ok: false,
      error: { code: 'no_items_selected' },
    });
    expect(addToBasketLine(line(), { quantities: {}, addYourBrand: true })).toMatchObject({ ok: false });
  });

  it('adds per-size quantities to an existing line and overwrites addYourBrand', () => {
    const result = addToBasketLine(line({ addYourBrand: false, brandLogoId: null }), {
      quantities: { M: 1, L: 4 },
      addYourBrand: true,
    });
    expect(result).toEqual({
      ok: true,
      line: { quantities: { S: 2, M: 4, L: 4 }, addYourBrand: true, brandLogoId: null },
    });
  });

  it('keeps the brand logo while addYourBrand stays on, drops it when turned off', () => {
    expect(addToBasketLine(line(), { quantities: { S: 1 }, addYourBrand: true })).toMatchObject({
      line: { brandLogoId: 'logo-1' },
    });
    expect(addToBasketLine(line(), { quantities: { S: 1 }, addYourBrand: false })).toMatchObject({
      line: { addYourBrand: false, brandLogoId: null },
    });
  });

  it('refuses a size that would pass 999', () => {
    expect(
      addToBasketLine(line({ quantities: { M: 990 } }), { quantities: { M: 10, S: 1 }, addYourBrand: true }),
    ).toEqual({ ok: false, error: { code: 'quantity_limit_exceeded', sizes: ['M'] } });
    expect(
      addToBasketLine(line({ quantities: { M: 990 } }), { quantities: { M: 9 }, addYourBrand: true }),
    ).toMatchObject({ ok: true, line: { quantities: { M: 999 } } });
  });
});

describe('updateBasketLine', () => {
  it('sets the given sizes and keeps the others', () => {
    expect(updateBasketLine(line(), { quantities: { M: 7, XL: 1 } })).toEqual({
      ok: true,
      line: { quantities: { S: 2, M: 7, XL: 1 }, addYourBrand: true, brandLogoId: 'logo-1' },
    });
  });

  it('removes a size set to 0', () => {
    expect(updateBasketLine(line(), { quantities: { S: 0 } })).toMatchObject({
      line: { quantities: { M: 3 } },
    });
  });

  it('refuses a change that would empty the line', () => {
    expect(updateBasketLine(line(), { quantities: { S: 0, M: 0 } })).toEqual({
      ok: false,
      error: { code: 'basket_line_would_be_empty' },
    });
  });

  it('turning addYourBrand off clears the brand logo', () => {
    expect(updateBasketLine(line(), { addYourBrand: false })).toEqual({
      ok: true,
      line: { quantities: { S: 2, M: 3 }, addYourBrand: false, brandLogoId: null },
    });
  });

  it('refuses more than 999 of a size', () => {
    expect(updateBasketLine(line(), { quantities: { S: 1000 } })).toMatchObject({
      ok: false,
      error: { code: 'quantity_limit_exceeded', sizes: ['S'] },
    });
  });
});

describe('totals', () => {
  it('multiplies pieces by the unit price, in cents', () => {
    expect(lineTotalCents({ quantities: { S: 2, M: 1 }, unitPriceCents: 1999 })).toBe(5997);
    expect(
      basketTotals([
        { quantities: { S: 2, M: 1 }, unitPriceCents: 1999 },
        { quantities: { XL: 2 }, unitPriceCents: 999 },
      ]),
    ).toEqual({ totalQuantity: 5, totalPriceCents: 7995 });
    expect(basketTotals([])).toEqual({ totalQuantity: 0, totalPriceCents: 0 });
  });
});
