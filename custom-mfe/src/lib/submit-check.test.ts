import { describe, expect, it } from 'vitest';
import { type CustomMadeDraft, emptyDraft, toggleType, updateLine } from './draft.ts';
import { canSubmit, countedPieces, firstSubmitProblem } from './submit-check.ts';

const ATHENS = { street: 'Ermou 10', city: 'Athens', postalCode: '105 63', country: 'Greece' };

function draftWith(
  lines: Array<{ type: 'dress' | 'blouse' | 'shorts'; selected: boolean; M: string; fabric?: 'cotton' }>,
  address = ATHENS,
): CustomMadeDraft {
  let draft = { ...emptyDraft(), address };
  for (const line of lines) {
    draft = toggleType(draft, line.type);
    draft = updateLine(draft, line.type, {
      sizes: { ...draft.lines[0]!.sizes, M: line.M },
      fabric: line.fabric ?? 'cotton',
      selected: line.selected,
    });
  }
  return draft;
}

describe('counting pieces', () => {
  it('counts only the selected lines', () => {
    const draft = draftWith([
      { type: 'dress', selected: true, M: '3' },
      { type: 'shorts', selected: false, M: '40' },
    ]);
    expect(countedPieces(draft)).toBe(3);
    expect(canSubmit(draft, false)).toBe(false);
  });

  it('counts a non-numeric or negative quantity as 0', () => {
    const draft = draftWith([
      { type: 'dress', selected: true, M: 'abc' },
      { type: 'blouse', selected: true, M: '-4' },
    ]);
    expect(countedPieces(draft)).toBe(0);
  });

  it('keeps a deselected line for when it is selected again', () => {
    const both = draftWith([
      { type: 'dress', selected: true, M: '3' },
      { type: 'blouse', selected: true, M: '2' },
    ]);
    expect(countedPieces(both)).toBe(5);
    const without = toggleType(both, 'blouse');
    expect(countedPieces(without)).toBe(3);
    expect(countedPieces(toggleType(without, 'blouse'))).toBe(5);
  });

  it('allows submitting from 5 selected pieces, never while busy', () => {
    const draft = draftWith([{ type: 'dress', selected: true, M: '5' }]);
    expect(canSubmit(draft, false)).toBe(true);
    expect(canSubmit(draft, true)).toBe(false);
    expect(canSubmit(emptyDraft(), false)).toBe(false);
  });
});

describe('the order of the submit checks', () => {
  const empty = { street: '', city: '', postalCode: '', country: '' };

  it('asks a visitor to log in before anything else', () => {
    const draft = draftWith([{ type: 'dress', selected: true, M: '1' }], empty);
    expect(firstSubmitProblem({ signedIn: false, draft })).toEqual({ code: 'login_required' });
  });

  it('then checks the minimum, before the address', () => {
    const draft = draftWith(
      [
        { type: 'dress', selected: true, M: '2' },
        { type: 'shorts', selected: false, M: '10' },
      ],
      empty,
    );
    expect(firstSubmitProblem({ signedIn: true, draft })).toEqual({
      code: 'minimum_order_not_met',
      count: 2,
      min: 5,
      missing: 3,
    });
  });

  it('then the address', () => {
    const draft = draftWith([{ type: 'dress', selected: true, M: '5' }], { ...empty, city: 'Athens' });
    expect(firstSubmitProblem({ signedIn: true, draft })).toEqual({
      code: 'delivery_address_required',
      fields: { street: 'required', postalCode: 'required', country: 'required' },
    });
  });

  it('tells a wrong postal code from a missing address', () => {
    const draft = draftWith([{ type: 'dress', selected: true, M: '5' }], { ...ATHENS, postalCode: '1234' });
    expect(firstSubmitProblem({ signedIn: true, draft })).toEqual({
      code: 'invalid_address',
      fields: { postalCode: 'invalid_postal_code' },
    });
  });

  it('wants a fabric on every selected line', () => {
    let draft = draftWith([{ type: 'dress', selected: true, M: '5' }]);
    draft = updateLine(draft, 'dress', { fabric: '' });
    expect(firstSubmitProblem({ signedIn: true, draft })).toEqual({
      code: 'fabric_required',
      types: ['dress'],
    });
  });

  it('refuses a preferred date in the past', () => {
    const draft = {
      ...draftWith([{ type: 'dress', selected: true, M: '5' }]),
      preferredDeliveryDate: '2026-01-01',
    };
    expect(firstSubmitProblem({ signedIn: true, draft, today: '2026-05-02' })).toEqual({
      code: 'date_in_past',
    });
    expect(firstSubmitProblem({ signedIn: true, draft, today: '2026-01-01' })).toBeNull();
  });
});
