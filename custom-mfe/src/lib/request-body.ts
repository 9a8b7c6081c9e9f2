import {
  type Address,
  type CustomProductType,
  type CustomRequestInput,
  designFilePart,
} from '@shop/contracts';
import { type CustomMadeDraft, lineQuantities } from './draft.ts';

/** The files chosen in the form, kept apart from the draft (a File cannot be saved across a login). */
export interface CustomMadeFiles {
  brandLabel: File | null;
  designs: Partial<Record<CustomProductType, File>>;
}

export const NO_FILES: CustomMadeFiles = { brandLabel: null, designs: {} };

/** The JSON `request` part: every line goes (the BFF counts only selected ones), notes trimmed. */
export function customRequestInput(draft: CustomMadeDraft, deliveryAddress: Address): CustomRequestInput {
  const notes = draft.notes.trim();
  return {
    lines: draft.lines.map((line) => ({
      type: line.type,
      selected: line.selected,
      fabric: line.fabric === '' ? null : line.fabric,
      sizes: lineQuantities(line),
      requestSample: line.requestSample,
    })),
    deliveryAddress,
    ...(draft.preferredDeliveryDate ? { preferredDeliveryDate: draft.preferredDeliveryDate } : {}),
    deliveryOption: draft.deliveryOption,
    ...(notes ? { notes } : {}),
  };
}

/** The multipart body: `request` first, then the brand label and the design of each selected type. */
export function customRequestFormData(input: CustomRequestInput, files: CustomMadeFiles): FormData {
  const body = new FormData();
  body.append('request', JSON.stringify(input));
  if (files.brandLabel) body.append('brandLabel', files.brandLabel, files.brandLabel.name);
  for (const line of input.lines) {
    const design = files.designs[line.type];
    // A deselected type's design stays in the form but is not sent (the BFF refuses it).
    if (line.selected && design) body.append(designFilePart(line.type), design, design.name);
  }
  return body;
}
