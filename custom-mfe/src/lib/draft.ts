import {
  type AddressDraft,
  CUSTOM_PRODUCT_TYPES,
  type CustomProductType,
  type CustomRequestLineDraft,
  clampQuantity,
  type DeliveryOption,
  emptyAddressDraft,
  type Fabric,
  SIZES,
  type Size,
} from '@shop/contracts';

/** One product-type line as the form holds it: quantities as typed, fabric '' until chosen. */
export interface LineDraft {
  type: CustomProductType;
  selected: boolean;
  fabric: Fabric | '';
  sizes: Record<Size, string>;
  requestSample: boolean;
}

/** Everything typed into the quote form (files live beside it: they cannot be saved or restored). */
export interface CustomMadeDraft {
  /** Always one line per product type, so a deselected type keeps its data for when it comes back. */
  lines: LineDraft[];
  activeType: CustomProductType | null;
  address: AddressDraft;
  preferredDeliveryDate: string;
  deliveryOption: DeliveryOption;
  notes: string;
}

function emptySizes(): Record<Size, string> {
  return Object.fromEntries(SIZES.map((size) => [size, ''])) as Record<Size, string>;
}

export function emptyLine(type: CustomProductType): LineDraft {
  return { type, selected: false, fabric: '', sizes: emptySizes(), requestSample: false };
}

export function emptyDraft(): CustomMadeDraft {
  return {
    lines: CUSTOM_PRODUCT_TYPES.map(emptyLine),
    activeType: null,
    address: emptyAddressDraft(),
    preferredDeliveryDate: '',
    deliveryOption: 'standard',
    notes: '',
  };
}

export function selectedTypes(draft: CustomMadeDraft): CustomProductType[] {
  return draft.lines.filter((line) => line.selected).map((line) => line.type);
}

export function lineOf(draft: CustomMadeDraft, type: CustomProductType): LineDraft {
  return draft.lines.find((line) => line.type === type) ?? emptyLine(type);
}

/** Selecting a type opens its tab; deselecting keeps its data and moves to another selected tab. */
export function toggleType(draft: CustomMadeDraft, type: CustomProductType): CustomMadeDraft {
  const lines = draft.lines.map((line) =>
    line.type === type ? { ...line, selected: !line.selected } : line,
  );
  const nowSelected = lines.find((line) => line.type === type)?.selected ?? false;
  let activeType = draft.activeType;
  if (nowSelected) activeType = type;
  else if (activeType === type) activeType = lines.find((line) => line.selected)?.type ?? null;
  return { ...draft, lines, activeType };
}

export function updateLine(
  draft: CustomMadeDraft,
  type: CustomProductType,
  patch: Partial<Omit<LineDraft, 'type'>>,
): CustomMadeDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.type === type ? { ...line, ...patch } : line)) };
}

/** Pieces per size as the rules and the API count them: non-numeric is 0, never negative, at most 999. */
export function lineQuantities(line: LineDraft): Partial<Record<Size, number>> {
  const quantities: Partial<Record<Size, number>> = {};
  for (const size of SIZES) {
    const n = clampQuantity(line.sizes[size]);
    if (n > 0) quantities[size] = n;
  }
  return quantities;
}

/** The lines as the contracts' rules see them. */
export function ruleLines(draft: CustomMadeDraft): CustomRequestLineDraft[] {
  return draft.lines.map((line) => ({
    type: line.type,
    selected: line.selected,
    fabric: line.fabric === '' ? null : line.fabric,
    sizes: lineQuantities(line),
  }));
}
