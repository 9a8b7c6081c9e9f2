import type { OfficeStock } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  serverStockProblems,
  stockBodyOf,
  stockFormOf,
  stockFormProblems,
  typedLevel,
} from './stock-form.ts';

const STOCK: OfficeStock = {
  productId: 'p-1',
  code: 'WF-1001',
  sizes: ['S', 'M'],
  levels: [{ size: 'M', onHand: 12, reserved: 4, free: 8, restockDate: '2099-01-10', low: true }],
  backorderDays: 7,
  stockVersion: 2,
  updatedAt: null,
  updatedBy: null,
};
const TODAY = '2026-12-02';

describe('the stock editor’s fields', () => {
  it('opens the stock as typed text and sends it back as the body, empty as not tracked', () => {
    const form = stockFormOf(STOCK);
    expect(form).toEqual({
      levels: { S: { onHand: '', restockDate: '' }, M: { onHand: '12', restockDate: '2099-01-10' } },
      backorder: true,
      backorderDays: '7',
    });
    expect(stockBodyOf(form, STOCK)).toEqual({
      stockVersion: 2,
      backorderDays: 7,
      levels: [
        { size: 'S', onHand: null, restockDate: null },
        { size: 'M', onHand: 12, restockDate: '2099-01-10' },
      ],
    });
    expect(stockBodyOf({ ...form, backorder: false }, STOCK).backorderDays).toBeNull();
    expect(stockFormProblems(form, STOCK, TODAY)).toEqual({});
  });

  it('finds what the BFF would refuse, keyed as its fields', () => {
    const form = stockFormOf(STOCK);
    expect(
      stockFormProblems(
        {
          levels: { S: { onHand: '', restockDate: '2099-02-01' }, M: { onHand: '3', restockDate: TODAY } },
          backorder: true,
          backorderDays: '400',
        },
        STOCK,
        TODAY,
      ),
    ).toEqual({
      'levels.S.onHand': 'required',
      'levels.M.onHand': 'below_reserved',
      'levels.M.restockDate': 'date_in_past',
      backorderDays: 'days',
    });
    expect(
      stockFormProblems(
        { ...form, levels: { ...form.levels, M: { onHand: '', restockDate: '' } } },
        STOCK,
        TODAY,
      ),
    ).toEqual({ 'levels.M.onHand': 'below_reserved' });
    expect(
      stockFormProblems(
        { ...form, levels: { ...form.levels, S: { onHand: '100000', restockDate: '' } } },
        STOCK,
        TODAY,
      ),
    ).toEqual({ 'levels.S.onHand': 'too_many' });
  });

  it('tells free and low as typed', () => {
    expect(typedLevel(STOCK, 'M', { onHand: '30', restockDate: '' })).toEqual({
      reserved: 4,
      free: 26,
      low: false,
    });
    expect(typedLevel(STOCK, 'S', { onHand: '', restockDate: '' })).toEqual({
      reserved: 0,
      free: null,
      low: false,
    });
  });

  it('puts the server’s problems at the editor’s inputs', () => {
    expect(
      serverStockProblems({
        'levels.XL': 'invalid_value',
        'levels.M.onHand': 'below_reserved',
        'levels.S.restockDate': 'date_in_past',
        backorderDays: 'out_of_range',
      }),
    ).toEqual({
      'levels.XL.onHand': 'invalid_value',
      'levels.M.onHand': 'below_reserved',
      'levels.S.restockDate': 'date_in_past',
      backorderDays: 'days',
    });
  });
});
