import { describe, expect, it } from 'vitest';
import { basketLine } from '../testing/fixtures.ts';
import { planSizeEdit } from './line-editing.ts';

describe('editing a basket line in place', () => {
  const line = basketLine({ quantities: { S: 1, M: 2 } });

  it('sets a size to the typed quantity', () => {
    expect(planSizeEdit(line, 'M', '5')).toEqual({ kind: 'change', quantities: { M: 5 } });
  });

  it('adds a size the line did not have', () => {
    expect(planSizeEdit(line, 'XL', '3')).toEqual({ kind: 'change', quantities: { XL: 3 } });
  });

  it('removes a size set to 0 while other sizes remain', () => {
    expect(planSizeEdit(line, 'S', '0')).toEqual({ kind: 'change', quantities: { S: 0 } });
  });

  it('refuses a change that would empty the line', () => {
    const single = basketLine({ quantities: { M: 2 } });
    expect(planSizeEdit(single, 'M', '0')).toEqual({ kind: 'refused', code: 'basket_line_would_be_empty' });
    expect(planSizeEdit(single, 'M', '-4')).toEqual({ kind: 'refused', code: 'basket_line_would_be_empty' });
  });

  it('keeps quantities within 0–999 and whole', () => {
    expect(planSizeEdit(line, 'M', '1500')).toEqual({ kind: 'change', quantities: { M: 999 } });
    expect(planSizeEdit(line, 'M', '3.7')).toEqual({ kind: 'change', quantities: { M: 3 } });
  });

  it('changes nothing for a blank field or the same quantity', () => {
    expect(planSizeEdit(line, 'M', '')).toEqual({ kind: 'unchanged' });
    expect(planSizeEdit(line, 'M', '  ')).toEqual({ kind: 'unchanged' });
    expect(planSizeEdit(line, 'M', '2')).toEqual({ kind: 'unchanged' });
    expect(planSizeEdit(line, 'L', '0')).toEqual({ kind: 'unchanged' });
  });
});
