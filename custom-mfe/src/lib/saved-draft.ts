import {
  ADDRESS_FIELDS,
  CUSTOM_PRODUCT_TYPES,
  type CustomProductType,
  DELIVERY_OPTIONS,
  FABRICS,
  SIZES,
} from '@shop/contracts';
import { areaStorageKey } from '@shop/platform';
import { type CustomMadeDraft, emptyDraft, type LineDraft } from './draft.ts';
import type { CustomMadeFiles } from './request-body.ts';

/** Names of files that could not travel with the draft, so the buyer knows what to attach again. */
export interface MissingFiles {
  brandLabel?: string;
  designs: Partial<Record<CustomProductType, string>>;
}

export interface SavedDraft {
  draft: CustomMadeDraft;
  missingFiles: MissingFiles;
}

/** sessionStorage: the draft survives the trip to /login in this tab only, and goes once restored. */
export const savedDraftKey = areaStorageKey('custom', 'draft', 'session');
const VERSION = 1;

export function fileNames(files: CustomMadeFiles): MissingFiles {
  const designs: MissingFiles['designs'] = {};
  for (const [type, file] of Object.entries(files.designs)) {
    if (file) designs[type as CustomProductType] = file.name;
  }
  return { ...(files.brandLabel ? { brandLabel: files.brandLabel.name } : {}), designs };
}

/** Where storage is full or disabled (private mode) the buyer still logs in, only the draft is not kept. */
export function saveDraft(saved: SavedDraft): void {
  savedDraftKey.write(JSON.stringify({ version: VERSION, ...saved }));
}

export function readSavedDraft(): SavedDraft | null {
  try {
    const raw = savedDraftKey.read();
    return raw ? parseSavedDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function forgetSavedDraft(): void {
  savedDraftKey.remove();
}

const text = (value: unknown, max = 2000): string => (typeof value === 'string' ? value.slice(0, max) : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Rebuilds a draft from stored JSON, keeping only what the form knows (the stored text is untrusted). */
export function parseSavedDraft(data: unknown): SavedDraft | null {
  if (!data || typeof data !== 'object') return null;
  const stored = data as { version?: unknown; draft?: Partial<CustomMadeDraft>; missingFiles?: MissingFiles };
  if (stored.version !== VERSION || !stored.draft || typeof stored.draft !== 'object') return null;

  const base = emptyDraft();
  const storedLines = Array.isArray(stored.draft.lines) ? stored.draft.lines : [];
  const lines = base.lines.map((line): LineDraft => {
    const found = storedLines.find((candidate) => candidate?.type === line.type);
    if (!found) return line;
    return {
      type: line.type,
      selected: found.selected === true,
      fabric: oneOf(['', ...FABRICS], found.fabric, ''),
      sizes: Object.fromEntries(
        SIZES.map((size) => [size, text(found.sizes?.[size], 6)]),
      ) as LineDraft['sizes'],
      requestSample: found.requestSample === true,
    };
  });
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, text(stored.draft?.address?.[field], 200)]),
  ) as CustomMadeDraft['address'];
  const activeType = oneOf(CUSTOM_PRODUCT_TYPES, stored.draft.activeType, 'dress');

  const designs: MissingFiles['designs'] = {};
  for (const type of CUSTOM_PRODUCT_TYPES) {
    const name = text(stored.missingFiles?.designs?.[type], 255);
    if (name) designs[type] = name;
  }
  const brandLabel = text(stored.missingFiles?.brandLabel, 255);

  return {
    draft: {
      lines,
      activeType: lines.some((line) => line.selected && line.type === activeType)
        ? activeType
        : (lines.find((line) => line.selected)?.type ?? null),
      address,
      preferredDeliveryDate: text(stored.draft.preferredDeliveryDate, 10),
      deliveryOption: oneOf(DELIVERY_OPTIONS, stored.draft.deliveryOption, 'standard'),
      notes: text(stored.draft.notes),
    },
    missingFiles: { ...(brandLabel ? { brandLabel } : {}), designs },
  };
}
