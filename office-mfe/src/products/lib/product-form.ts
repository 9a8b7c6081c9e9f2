import {
  CATEGORIES,
  type Category,
  COLOURS,
  type Colour,
  euroInputOf,
  type FieldErrorCode,
  MIN_ORDER_PIECES,
  normaliseProductCode,
  type OfficeProduct,
  PRODUCT_DRAFT_FIELDS,
  PRODUCT_MATERIALS,
  type ProductDraft,
  type ProductMaterial,
  type ProductText,
  parseEuroCents,
  productDraftProblems,
  SIZES,
  type Size,
} from '@shop/contracts';

/** A language's words as typed: the features one per line. */
export interface TextForm {
  name: string;
  description: string;
  features: string;
  care: string;
}

/** The editor's fields as typed (the price and minimum as text); `draftFromForm` makes the API's draft. */
export interface ProductForm {
  code: string;
  category: Category;
  colour: Colour;
  material: ProductMaterial;
  style: string;
  sizes: Size[];
  price: string;
  isNew: boolean;
  minimumOrder: string;
  en: TextForm;
  gr: TextForm;
  /** Related products chosen by the shop (`picked`) or left to the catalogue (`automatic`). */
  relatedMode: 'automatic' | 'picked';
  /** The picked ones in order; kept while `automatic` is chosen, so switching back loses nothing. */
  related: string[];
}

export type Lang = 'en' | 'gr';
export const LANGS: readonly Lang[] = ['en', 'gr'];
export const TEXT_FIELDS = ['name', 'description', 'features', 'care'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

const emptyText = (): TextForm => ({ name: '', description: '', features: '', care: '' });

/** A new product: the first category, colour and material, every size, the shop's usual minimum. */
export function emptyForm(): ProductForm {
  return {
    code: '',
    category: CATEGORIES[0],
    colour: COLOURS[0],
    material: PRODUCT_MATERIALS[0],
    style: '',
    sizes: [...SIZES],
    price: '',
    isNew: true,
    minimumOrder: String(MIN_ORDER_PIECES),
    en: emptyText(),
    gr: emptyText(),
    relatedMode: 'automatic',
    related: [],
  };
}

const textForm = (text: ProductText): TextForm => ({
  name: text.name,
  description: text.description,
  features: text.features.join('\n'),
  care: text.care,
});

/** A saved product as the editor shows it. */
export function formFromProduct(product: OfficeProduct): ProductForm {
  return {
    code: product.code,
    category: product.category,
    colour: product.colour,
    material: product.material,
    style: product.style,
    sizes: SIZES.filter((size) => product.sizes.includes(size)),
    price: euroInputOf(product.priceCents, 'en'),
    isNew: product.isNew,
    minimumOrder: String(product.minimumOrder),
    en: textForm(product.en),
    gr: textForm(product.gr),
    relatedMode: product.related === null ? 'automatic' : 'picked',
    related: product.related ?? [],
  };
}

/** Features typed one per line: empty lines dropped, spaces trimmed. */
export function featureLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const textDraft = (text: TextForm): ProductText => ({
  name: text.name.trim(),
  description: text.description.trim(),
  features: featureLines(text.features),
  care: text.care.trim(),
});

/** A whole number as typed, NaN when it is not one (the draft's check then calls it invalid). */
function wholeNumber(text: string): number {
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The draft the API takes, from the fields as typed (what cannot be read is NaN, for the checks to name). */
export function draftFromForm(form: ProductForm): ProductDraft {
  return {
    code: normaliseProductCode(form.code),
    category: form.category,
    colour: form.colour,
    material: form.material,
    style: form.style.trim(),
    sizes: SIZES.filter((size) => form.sizes.includes(size)),
    priceCents: parseEuroCents(form.price) ?? Number.NaN,
    isNew: form.isNew,
    minimumOrder: wholeNumber(form.minimumOrder),
    en: textDraft(form.en),
    gr: textDraft(form.gr),
    related: form.relatedMode === 'automatic' ? null : [...form.related],
  };
}

/** Problems keyed like the API's `error.fields`; an empty price or minimum is `required`. */
export type FormProblems = Record<string, string>;

/** Every problem of the fields as typed: contracts' checks of the draft, the same the BFF runs. */
export function formProblems(form: ProductForm): FormProblems {
  const problems: Record<string, FieldErrorCode> = productDraftProblems(draftFromForm(form));
  if (form.price.trim() === '') problems.priceCents = 'required';
  if (form.minimumOrder.trim() === '') problems.minimumOrder = 'required';
  return problems;
}

/**
 * The field of the editor a problem's key belongs to: a feature's line (`en.features.2`) is the features
 * box; a related product's place (`related.1`) the related products.
 */
export function fieldOf(key: string): string {
  const match = /^(en|gr)\.features\.\d+$/.exec(key);
  if (match) return `${match[1]}.features`;
  if (/^related\.\d+$/.test(key)) return 'related';
  if (/^sizes\.\d+$/.test(key)) return 'sizes';
  return key;
}

/** The 1-based line of a feature a problem names (`en.features.2` → 3), or undefined. */
export function featureLineOf(key: string): number | undefined {
  const match = /^(?:en|gr)\.features\.(\d+)$/.exec(key);
  return match ? Number(match[1]) + 1 : undefined;
}

/** The fields the editor knows, keyed as the API names them (what a server's field error may be shown on). */
export const FORM_FIELDS: readonly string[] = PRODUCT_DRAFT_FIELDS;

/** The value of one field of the form as words (for the list of one's own changes after a conflict). */
export function fieldText(form: ProductForm, field: string): string {
  const [lang, name] = field.split('.') as [string, TextField | undefined];
  if ((lang === 'en' || lang === 'gr') && name) return form[lang][name];
  switch (field) {
    case 'sizes':
      return form.sizes.join(', ');
    case 'priceCents':
      return form.price;
    case 'isNew':
      return String(form.isNew);
    case 'related':
      return form.relatedMode === 'automatic' ? '' : form.related.join(', ');
    default:
      return String(form[field as keyof ProductForm] ?? '');
  }
}

/** The fields whose values differ between two forms, in the editor's order. */
export function changedFields(mine: ProductForm, theirs: ProductForm): string[] {
  return FORM_FIELDS.filter(
    (field) =>
      fieldText(mine, field) !== fieldText(theirs, field) ||
      (field === 'related' && mine.relatedMode !== theirs.relatedMode),
  );
}

/** `target` with the values of `fields` taken from `source` (this member's changes put into another version). */
export function withFields(target: ProductForm, source: ProductForm, fields: readonly string[]): ProductForm {
  const next: ProductForm = { ...target, en: { ...target.en }, gr: { ...target.gr } };
  for (const field of fields) {
    const [lang, name] = field.split('.') as [string, TextField | undefined];
    if ((lang === 'en' || lang === 'gr') && name) next[lang][name] = source[lang][name];
    else if (field === 'priceCents') next.price = source.price;
    else if (field === 'related') {
      next.relatedMode = source.relatedMode;
      next.related = [...source.related];
    } else if (field in source) Object.assign(next, { [field]: source[field as keyof ProductForm] });
  }
  return next;
}
