import { describe, expect, it } from 'vitest';
import { emptyDraft, toggleType, updateLine } from './draft.ts';
import { parseSavedDraft, readSavedDraft, saveDraft } from './saved-draft.ts';

describe('the draft kept across a login', () => {
  it('comes back as it was saved, with the names of the files to attach again', () => {
    let draft = toggleType(emptyDraft(), 'blouse');
    draft = updateLine(draft, 'blouse', { fabric: 'mixed', sizes: { ...draft.lines[1]!.sizes, L: '7' } });
    draft = { ...draft, notes: 'Linen look', deliveryOption: 'express' };
    saveDraft({ draft, missingFiles: { brandLabel: 'label.png', designs: { blouse: 'blouse.pdf' } } });
    expect(readSavedDraft()).toEqual({
      draft,
      missingFiles: { brandLabel: 'label.png', designs: { blouse: 'blouse.pdf' } },
    });
  });

  it('ignores what it does not know', () => {
    expect(parseSavedDraft({ version: 99, draft: {} })).toBeNull();
    expect(parseSavedDraft('nonsense')).toBeNull();
    const parsed = parseSavedDraft({
      version: 1,
      draft: {
        lines: [{ type: 'dress', selected: true, fabric: 'silk', sizes: { M: 3 } }],
        deliveryOption: 'rocket',
      },
    });
    expect(parsed?.draft.lines[0]).toMatchObject({
      type: 'dress',
      selected: true,
      fabric: '',
      sizes: { M: '' },
    });
    expect(parsed?.draft.deliveryOption).toBe('standard');
    expect(parsed?.draft.activeType).toBe('dress');
  });
});
