import { describe, expect, it } from 'vitest';
import {
  draftColumns,
  draftOf,
  officeProductOf,
  officeSummaryOf,
  type PhotoRow,
  type ProductRow,
  tidyDraft,
} from './product-rows.ts';
import { testDraft } from './test-drafts.ts';

function rowOf(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 'ts-1001',
    position: 23,
    status: 'draft',
    version: 3,
    photos_version: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: null,
    updated_by: null,
    ...draftColumns(testDraft()),
    related: null,
    backorder_days: null,
    stock_version: 1,
    stock_updated_at: null,
    stock_updated_by: null,
    in_stock: 0,
    ...overrides,
  };
}

function photoRow(id: string, position: number): PhotoRow {
  return {
    id,
    product_id: 'ts-1001',
    position,
    key: 'a'.repeat(24),
    width: 1200,
    height: 1600,
    widths: '[240,360,480,720,960]',
    alt_en: `Photo ${id}`,
    alt_gr: '',
    created_at: '2026-03-01T10:00:00.000Z',
  };
}

describe('draft ↔ row', () => {
  it('keeps every field of a draft through its columns', () => {
    const draft = testDraft({ related: ['3', '1'], isNew: false });
    expect(draftOf(rowOf(draftColumns(draft)))).toEqual(draft);
    expect(draftColumns(draft)).toMatchObject({
      sizes: '["S","M","L"]',
      is_new: 0,
      min_order: 5,
      features_gr: '["Κουμπιά μπροστά","Δύο τσέπες"]',
      related: '["3","1"]',
    });
  });

  it('stores automatic related products as null', () => {
    expect(draftColumns(testDraft()).related).toBeNull();
    expect(draftOf(rowOf()).related).toBeNull();
  });

  it('trims the words and leaves out empty features', () => {
    const draft = testDraft({ style: ' Boho ' });
    draft.en = { ...draft.en, name: '  Dress ', features: [' Pockets ', '  ', 'Belt'] };
    const tidy = tidyDraft(draft);
    expect(tidy.style).toBe('Boho');
    expect(tidy.en.name).toBe('Dress');
    expect(tidy.en.features).toEqual(['Pockets', 'Belt']);
    expect(draft.en.features).toHaveLength(3);
  });
});

describe('the office shapes', () => {
  it('puts the photos in their order and says who saved it when', () => {
    const product = officeProductOf(rowOf({ updated_at: '2026-03-02T09:00:00.000Z', updated_by: 'Eleni' }), [
      photoRow('b', 2),
      photoRow('a', 1),
    ]);
    expect(product.photos.map((photo) => photo.id)).toEqual(['a', 'b']);
    expect(product.photos[0]).toEqual({
      id: 'a',
      key: 'a'.repeat(24),
      widths: [240, 360, 480, 720, 960],
      width: 1200,
      height: 1600,
      altEn: 'Photo a',
      altGr: '',
    });
    expect(product).toMatchObject({
      id: 'ts-1001',
      code: 'TS-1001',
      status: 'draft',
      version: 3,
      missingGreek: false,
      updatedAt: '2026-03-02T09:00:00.000Z',
      updatedBy: 'Eleni',
    });
  });

  it('answers the creation time while it was never saved, and marks missing Greek', () => {
    const summary = officeSummaryOf(rowOf({ care_gr: '' }), undefined);
    expect(summary).toMatchObject({ updatedAt: '2026-03-01T10:00:00.000Z', missingGreek: true, photo: null });
    expect(officeSummaryOf(rowOf(), photoRow('a', 1)).photo?.id).toBe('a');
  });
});
