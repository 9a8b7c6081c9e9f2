// A large catalogue, in bulk: `npm run seed:catalogue -w @shop/bff -- --products 50000 [--seed 2026] [--analyze]`.
// It writes to the database the BFF uses (DATABASE_URL [+ DATABASE_SCHEMA] or the SQLite file in DATA_DIR),
// migrated and seeded first as the BFF would, products `ca-000001` … after the built-in ones in catalogue
// order (older seasons: the further down, the older). Idempotent: each product's id, position and words
// follow from --seed and its number, so a second run adds only what is missing (a larger --products adds
// the rest). Each comes with stock per size (seed/stock.ts: about 70 % with a piece free now, some low, some
// sold out until a restock or taking back-orders). No photos: the shop draws its placeholder. For load tests and trying the shop with a big
// catalogue; never on a live shop. Exit codes: 0 done, 1 could not be done (the reason is printed), 2 a
// command line it cannot run.
import { parseArgs } from 'node:util';
import {
  type Category,
  type Colour,
  MIN_ORDER_PIECES,
  type ProductMaterial,
  SIZES,
  shopToday,
} from '@shop/contracts';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indexProductWords } from '../db/search-index.ts';
import type { ProductsTable } from '../db/tables/core.ts';
import { CARE_BY_MATERIAL, SEED_PRODUCTS } from '../seed/products.ts';
import { type CatalogueStock, catalogueStock } from '../seed/stock.ts';
import { countOption, insertBatches, mulberry32, runSeedTool, withSeededDatabase } from './seed-tool.ts';
import { UsageError } from './tool-run.ts';

/** Every seeded product's id starts with this (its code with CODE_PREFIX): the marker, and easy to delete. */
export const SEED_ID_PREFIX = 'ca-';
const CODE_PREFIX = 'CA-';
/** Positions start after this: the built-in catalogue (1–22) and the team's new products (below 1) come first. */
const FIRST_POSITION = 100_000;
/** The catalogue's age: product n of N was created n / N of this many days ago. */
const CATALOGUE_DAYS = 5 * 365;
/** Products created within this many days are marked new. */
const NEW_DAYS = 60;
/** Products per transaction. */
const PRODUCTS_PER_TRANSACTION = 5_000;
const DAY_MS = 86_400_000;
/** Codes have at most six digits (contracts PRODUCT_CODE_PATTERN). */
const MAX_PRODUCTS = 999_999;

const USAGE = `usage: seed-catalogue.ts --products <n> [--seed 2026] [--analyze]

Inserts a large catalogue into the BFF's database (DATABASE_URL [+ DATABASE_SCHEMA], or DATA_DIR's SQLite
file): products ${SEED_ID_PREFIX}000001 … with colours, prices, categories, materials, styles, sizes, minimum
orders, English and Greek words and stock per size, most published, some hidden or drafts. Run it as
npm run seed:catalogue -w @shop/bff -- --products 50000. A second run adds only the products missing.
  --products  products (required, at most ${MAX_PRODUCTS})
  --seed      seed of the random generator: the same numbers give the same products
  --analyze   run ANALYZE afterwards on SQLite too (PostgreSQL: always VACUUM ANALYZE, as autovacuum soon would)`;

interface Options {
  products: number;
  seed: number;
  analyze: boolean;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      analyze: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const products = countOption('products', values.products, null);
  if (products > MAX_PRODUCTS) throw new UsageError(`--products must be at most ${MAX_PRODUCTS}`);
  return { products, seed: countOption('seed', values.seed, 2026), analyze: values.analyze };
}

// ---- Random numbers: one generator per product, so product n is the same whatever else is seeded ------

interface Dice {
  random: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
  sample: <T>(items: readonly T[], n: number) => T[];
}

function dice(seed: number): Dice {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    random,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      let r = random() * entries.reduce((total, [, w]) => total + w, 0);
      for (const [key, w] of entries) {
        r -= w;
        if (r < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}

// ---- What a product is ----------------------------------------------------------------------------------

/** Resort wear: mostly dresses. */
const CATEGORY_WEIGHT: Record<Category, number> = {
  dresses: 40,
  tops: 22,
  skirts: 15,
  trousers: 13,
  shorts: 10,
};
/** White, black and blue sell most; orange and teal least. */
const COLOUR_WEIGHT: Record<Colour, number> = {
  white: 16,
  black: 14,
  blue: 13,
  beige: 10,
  cream: 8,
  green: 8,
  pink: 8,
  red: 7,
  multi: 7,
  teal: 5,
  orange: 4,
};
const MATERIAL_WEIGHT: Record<ProductMaterial, number> = {
  Cotton: 35,
  Linen: 18,
  'Cotton Blend': 15,
  Rayon: 14,
  Viscose: 13,
  Silk: 5,
};
/** Wholesale price per piece in euros, [min, max], by category (silk costs more, see `priceCents`). */
const PRICE_RANGE: Record<Category, [number, number]> = {
  dresses: [14, 46],
  tops: [7, 24],
  skirts: [10, 30],
  trousers: [12, 32],
  shorts: [8, 22],
};

/** Greek adjectives agree with the garment: neuter (φόρεμα) or feminine (μπλούζα). */
type Gender = 'n' | 'f';
type Greek = string | Record<Gender, string>;
const inGender = (word: Greek, gender: Gender) => (typeof word === 'string' ? word : word[gender]);

const COLOUR_WORDS: Record<Colour, { en: string; gr: Greek }> = {
  red: { en: 'Red', gr: { n: 'κόκκινο', f: 'κόκκινη' } },
  blue: { en: 'Blue', gr: 'μπλε' },
  green: { en: 'Green', gr: { n: 'πράσινο', f: 'πράσινη' } },
  black: { en: 'Black', gr: { n: 'μαύρο', f: 'μαύρη' } },
  white: { en: 'White', gr: { n: 'λευκό', f: 'λευκή' } },
  pink: { en: 'Pink', gr: 'ροζ' },
  cream: { en: 'Cream', gr: 'κρεμ' },
  beige: { en: 'Beige', gr: 'μπεζ' },
  teal: { en: 'Teal', gr: 'πετρόλ' },
  orange: { en: 'Orange', gr: 'πορτοκαλί' },
  multi: { en: 'Multicolour', gr: { n: 'πολύχρωμο', f: 'πολύχρωμη' } },
};

/** A look in the name, or none (''). */
const LOOKS: { en: string; gr: Greek }[] = [
  { en: '', gr: '' },
  { en: '', gr: '' },
  { en: 'Floral', gr: 'φλοράλ' },
  { en: 'Striped', gr: 'ριγέ' },
  { en: 'Polka-Dot', gr: 'πουά' },
  { en: 'Printed', gr: 'εμπριμέ' },
  { en: 'Embroidered', gr: { n: 'κεντημένο', f: 'κεντημένη' } },
  { en: 'Pleated', gr: 'πλισέ' },
  { en: 'Tie-Dye', gr: 'τάι-ντάι' },
];

/** The material in the name, when it is one a buyer looks for. */
const MATERIAL_WORDS: Partial<Record<ProductMaterial, { en: string; gr: Record<Gender, string> }>> = {
  Linen: { en: 'Linen', gr: { n: 'λινό', f: 'λινή' } },
  Silk: { en: 'Silk', gr: { n: 'μεταξωτό', f: 'μεταξωτή' } },
  Cotton: { en: 'Cotton', gr: { n: 'βαμβακερό', f: 'βαμβακερή' } },
};

interface Garment {
  en: string;
  gr: string;
  gender: Gender;
}

const GARMENTS: Record<Category, Garment[]> = {
  dresses: [
    { en: 'Maxi Dress', gr: 'μάξι φόρεμα', gender: 'n' },
    { en: 'Midi Dress', gr: 'μίντι φόρεμα', gender: 'n' },
    { en: 'Mini Dress', gr: 'μίνι φόρεμα', gender: 'n' },
    { en: 'Wrap Dress', gr: 'κρουαζέ φόρεμα', gender: 'n' },
    { en: 'Shirt Dress', gr: 'φόρεμα σεμιζιέ', gender: 'n' },
    { en: 'Kaftan Dress', gr: 'φόρεμα καφτάνι', gender: 'n' },
    { en: 'Sundress', gr: 'καλοκαιρινό φόρεμα', gender: 'n' },
    { en: 'Tiered Dress', gr: 'φόρεμα με βολάν', gender: 'n' },
  ],
  tops: [
    { en: 'Blouse', gr: 'μπλούζα', gender: 'f' },
    { en: 'Peasant Top', gr: 'χωριάτικη μπλούζα', gender: 'f' },
    { en: 'Crop Top', gr: 'κοντό τοπ', gender: 'n' },
    { en: 'Tank Top', gr: 'αμάνικο τοπ', gender: 'n' },
    { en: 'Shirt', gr: 'πουκάμισο', gender: 'n' },
    { en: 'Tunic', gr: 'τουνίκ', gender: 'n' },
  ],
  trousers: [
    { en: 'Palazzo Trousers', gr: 'παντελόνα παλάτσο', gender: 'f' },
    { en: 'Wide-Leg Trousers', gr: 'φαρδύ παντελόνι', gender: 'n' },
    { en: 'Cropped Trousers', gr: 'παντελόνι κάπρι', gender: 'n' },
    { en: 'Harem Trousers', gr: 'παντελόνι σαλβάρι', gender: 'n' },
  ],
  skirts: [
    { en: 'Maxi Skirt', gr: 'μάξι φούστα', gender: 'f' },
    { en: 'Midi Skirt', gr: 'μίντι φούστα', gender: 'f' },
    { en: 'Wrap Skirt', gr: 'κρουαζέ φούστα', gender: 'f' },
    { en: 'Tiered Skirt', gr: 'φούστα με βολάν', gender: 'f' },
  ],
  shorts: [
    { en: 'Shorts', gr: 'σορτς', gender: 'n' },
    { en: 'Paperbag Shorts', gr: 'σορτς με ψηλή μέση', gender: 'n' },
    { en: 'Bermuda Shorts', gr: 'βερμούδα', gender: 'f' },
  ],
};

/** Collections are named after islands: a name tells products of the same look apart. */
const COLLECTIONS: { en: string; gr: string }[] = [
  { en: 'Naxos', gr: 'Νάξος' },
  { en: 'Paros', gr: 'Πάρος' },
  { en: 'Milos', gr: 'Μήλος' },
  { en: 'Sifnos', gr: 'Σίφνος' },
  { en: 'Hydra', gr: 'Ύδρα' },
  { en: 'Syros', gr: 'Σύρος' },
  { en: 'Tinos', gr: 'Τήνος' },
  { en: 'Andros', gr: 'Άνδρος' },
  { en: 'Folegandros', gr: 'Φολέγανδρος' },
  { en: 'Amorgos', gr: 'Αμοργός' },
  { en: 'Serifos', gr: 'Σέριφος' },
  { en: 'Corfu', gr: 'Κέρκυρα' },
  { en: 'Lefkada', gr: 'Λευκάδα' },
  { en: 'Ithaca', gr: 'Ιθάκη' },
  { en: 'Crete', gr: 'Κρήτη' },
  { en: 'Rhodes', gr: 'Ρόδος' },
  { en: 'Patmos', gr: 'Πάτμος' },
  { en: 'Skiathos', gr: 'Σκιάθος' },
  { en: 'Skopelos', gr: 'Σκόπελος' },
  { en: 'Aegina', gr: 'Αίγινα' },
  { en: 'Spetses', gr: 'Σπέτσες' },
  { en: 'Santorini', gr: 'Σαντορίνη' },
  { en: 'Mykonos', gr: 'Μύκονος' },
  { en: 'Kythira', gr: 'Κύθηρα' },
];

/** The built-in catalogue's style tags. */
const STYLES = [...new Set(SEED_PRODUCTS.flatMap((p) => p.style.split(',').map((s) => s.trim())))];

const FEATURES: Record<Category, { en: string; gr: string }[]> = {
  dresses: [
    { en: 'Smocked elastic bodice', gr: 'Ελαστικό σμοκ στο μπούστο' },
    { en: 'Adjustable shoulder ties', gr: 'Ρυθμιζόμενα κορδόνια στους ώμους' },
    { en: 'Side pockets', gr: 'Τσέπες στα πλάγια' },
    { en: 'V-neckline', gr: 'Λαιμόκοψη V' },
    { en: 'Self-tie waist', gr: 'Μέση που δένει' },
    { en: 'Flutter sleeves', gr: 'Ανάλαφρα μανίκια με βολάν' },
    { en: 'Fully lined', gr: 'Με φόδρα' },
    { en: 'Concealed side zip', gr: 'Κρυφό φερμουάρ στο πλάι' },
  ],
  tops: [
    { en: 'Drawstring neckline', gr: 'Κορδόνι στη λαιμόκοψη' },
    { en: 'Relaxed fit', gr: 'Άνετη γραμμή' },
    { en: 'Three-quarter sleeves', gr: 'Μανίκια τρία τέταρτα' },
    { en: 'Button front', gr: 'Κουμπιά μπροστά' },
    { en: 'Side slits', gr: 'Σκισίματα στα πλάγια' },
  ],
  trousers: [
    { en: 'Elastic waistband with drawstring', gr: 'Λάστιχο και κορδόνι στη μέση' },
    { en: 'Side pockets', gr: 'Τσέπες στα πλάγια' },
    { en: 'Wide leg', gr: 'Φαρδύ πόδι' },
    { en: 'High waist', gr: 'Ψηλή μέση' },
  ],
  skirts: [
    { en: 'Elastic waist', gr: 'Λάστιχο στη μέση' },
    { en: 'Fully lined', gr: 'Με φόδρα' },
    { en: 'Side slit', gr: 'Σκίσιμο στο πλάι' },
    { en: 'Button-through front', gr: 'Κουμπιά σε όλο το μήκος' },
  ],
  shorts: [
    { en: 'Paperbag waist with belt', gr: 'Μέση με σούρα και ζώνη' },
    { en: 'Side pockets', gr: 'Τσέπες στα πλάγια' },
    { en: 'Rolled hems', gr: 'Γυριστό τελείωμα' },
  ],
};

const CARE: Record<ProductMaterial, { en: string; gr: string }> = {
  ...CARE_BY_MATERIAL,
  Linen: {
    en: 'Machine wash at 30 °C; line dry; iron while damp.',
    gr: 'Πλύσιμο στο πλυντήριο στους 30 °C· στέγνωμα σε απλώστρα· σιδέρωμα όσο είναι νωπό.',
  },
  Viscose: {
    en: 'Hand wash cold; do not wring; dry flat; cool iron.',
    gr: 'Πλύσιμο στο χέρι σε κρύο νερό· χωρίς στύψιμο· στέγνωμα απλωμένο· σιδέρωμα σε χαμηλή θερμοκρασία.',
  },
  Silk: {
    en: 'Dry clean only.',
    gr: 'Μόνο στεγνό καθάρισμα.',
  },
};

const MATERIAL_GR: Record<ProductMaterial, string> = {
  Cotton: 'βαμβάκι',
  'Cotton Blend': 'μείγμα βαμβακιού',
  Rayon: 'ρεγιόν',
  Linen: 'λινό',
  Viscose: 'βισκόζη',
  Silk: 'μετάξι',
};

/** Which sizes a product comes in: most the full run, some a narrower one. */
const SIZE_RUNS: Record<string, readonly string[]> = {
  full: SIZES,
  noXS: SIZES.slice(1),
  noXL: SIZES.slice(0, -1),
  middle: SIZES.slice(1, -1),
};

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('el') + text.slice(1);
const words = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');

/** Product `n` (1-based) of the seeded catalogue, as a row of `products`. */
export function catalogueProduct(
  n: number,
  options: { seed: number; total: number; now: number },
): Insertable<ProductsTable> {
  const d = dice(Math.imul(options.seed, 1_000_003) + n);
  const category = d.weighted(CATEGORY_WEIGHT);
  const colour = d.weighted(COLOUR_WEIGHT);
  const material = d.weighted(MATERIAL_WEIGHT);
  const garment = d.pick(GARMENTS[category]);
  const look = d.pick(LOOKS);
  const collection = d.pick(COLLECTIONS);
  const materialWord = d.random() < 0.3 ? MATERIAL_WORDS[material] : undefined;

  const [low, high] = PRICE_RANGE[category];
  // Most prices in the lower half of the range (a skewed draw); silk at 1.6×. Prices end in ,49 or ,99.
  const euros = (low + (high - low) * d.random() ** 1.6) * (material === 'Silk' ? 1.6 : 1);
  const priceCents = Math.max(99, Math.round(euros * 2) * 50 - 1);

  const ageDays = (n / Math.max(1, options.total)) * CATALOGUE_DAYS + d.random();
  const createdAt = new Date(options.now - ageDays * DAY_MS).toISOString();
  const status = d.weighted({ published: 92, hidden: 6, draft: 2 });
  const sizes = SIZE_RUNS[d.weighted({ full: 60, noXS: 15, noXL: 15, middle: 10 })] as readonly string[];
  const minOrder = Number(d.weighted({ [MIN_ORDER_PIECES]: 70, 10: 18, 20: 8, 30: 4 }));
  const style = d
    .sample(STYLES, d.random() < 0.6 ? 1 : 2)
    .sort()
    .join(', ');
  const features = d.sample(FEATURES[category], 3);

  const nameEn = words(
    collection.en,
    COLOUR_WORDS[colour].en,
    look.en,
    materialWord && !look.en ? materialWord.en : '',
    garment.en,
  );
  const nameGr = capitalise(
    words(
      inGender(COLOUR_WORDS[colour].gr, garment.gender),
      inGender(look.gr, garment.gender),
      materialWord && !look.en ? materialWord.gr[garment.gender] : '',
      garment.gr,
      collection.gr,
    ),
  );
  const thing = words(look.en.toLowerCase(), garment.en.toLowerCase());
  // "Striped palazzo trousers in linen", "An embroidered blouse in cotton".
  const article = /(trousers|shorts)$/.test(thing) ? '' : /^[aeiou]/.test(thing) ? 'an ' : 'a ';
  const descriptionEn = `${capitalise(`${article}${thing}`)} in ${material.toLowerCase()} from the ${collection.en} collection: ${features[0]?.en.toLowerCase()}, easy to wear from beach to town.`;
  const descriptionGr = `${capitalise(garment.gr)} από ${MATERIAL_GR[material]}, της συλλογής ${collection.gr}: ${features[0]?.gr.toLowerCase()}, για την παραλία και την πόλη.`;

  const code = `${CODE_PREFIX}${String(n).padStart(6, '0')}`;
  return {
    id: code.toLowerCase(),
    code,
    position: FIRST_POSITION + n,
    category,
    colour,
    price_cents: priceCents,
    material,
    style,
    is_new: ageDays < NEW_DAYS ? 1 : 0,
    sizes: JSON.stringify(sizes),
    min_order: minOrder,
    name_en: nameEn,
    name_gr: nameGr,
    description_en: descriptionEn,
    description_gr: descriptionGr,
    features_en: JSON.stringify(features.map((f) => f.en)),
    features_gr: JSON.stringify(features.map((f) => f.gr)),
    care_en: CARE[material].en,
    care_gr: CARE[material].gr,
    created_at: createdAt,
    status,
    updated_at: null,
    updated_by: null,
    related: null,
  };
}

/**
 * Product `n`'s stock per size (seed/stock.ts), from random numbers of its own: the products are the same with
 * or without it. Dates from `now`'s day.
 */
export function catalogueProductStock(
  n: number,
  product: Pick<Insertable<ProductsTable>, 'id' | 'sizes'>,
  options: { seed: number; now: number },
): CatalogueStock {
  const random = mulberry32(Math.imul(options.seed ^ 0x5bd1e995, 1_000_003) + n);
  const sizes = JSON.parse(product.sizes) as string[];
  return catalogueStock(product.id, sizes, random, shopToday(new Date(options.now)));
}

/**
 * Inserts the rows, a statement at a time, then the stock of those inserted; how many products were inserted.
 * The stock goes in as rows of `product_stock`, whose triggers (migration 024) set each product's `in_stock`.
 */
async function insertAll(
  db: Kysely<Database>,
  rows: Insertable<ProductsTable>[],
  stock: Map<string, CatalogueStock>,
): Promise<number> {
  let inserted = 0;
  for (const batch of insertBatches(rows)) {
    const result = await db
      .insertInto('products')
      .values(batch)
      // A product already there (a run before this one) is kept as it is, whatever the team made of it.
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // Only products that are there: one left out (its code or position another's) has no row to hold stock.
  const ids = rows.map((row) => row.id);
  const there = new Set<string>();
  for (let i = 0; i < ids.length; i += 5_000)
    for (const row of await db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 5_000))
      .execute())
      there.add(row.id);
  await indexProductWords(db, [...there]);
  const stockRows = [...stock].filter(([id]) => there.has(id)).flatMap(([, of]) => of.rows);
  for (const batch of insertBatches(stockRows))
    await db
      .insertInto('product_stock')
      .values(batch)
      .onConflict((oc) => oc.doNothing())
      .execute();
  return inserted;
}

async function main(options: Options): Promise<void> {
  const started = performance.now();
  // The built-in catalogue, seeded first as on the BFF's start, comes first in catalogue order.
  await withSeededDatabase(async (db, where, config) => {
    const existing = new Set(
      (await db.selectFrom('products').select('id').where('id', 'like', `${SEED_ID_PREFIX}%`).execute()).map(
        (row) => row.id,
      ),
    );
    const missing: number[] = [];
    for (let n = 1; n <= options.products; n++)
      if (!existing.has(`${SEED_ID_PREFIX}${String(n).padStart(6, '0')}`)) missing.push(n);

    const now = Date.now();
    let inserted = 0;
    for (let start = 0; start < missing.length; start += PRODUCTS_PER_TRANSACTION) {
      const stock = new Map<string, CatalogueStock>();
      const rows = missing.slice(start, start + PRODUCTS_PER_TRANSACTION).map((n) => {
        const product = catalogueProduct(n, { seed: options.seed, total: options.products, now });
        const of = catalogueProductStock(n, product, { seed: options.seed, now });
        stock.set(product.id, of);
        return { ...product, backorder_days: of.backorderDays };
      });
      inserted += await db.transaction().execute((trx) => insertAll(trx, rows, stock));
      if (process.stdout.isTTY)
        process.stdout.write(
          `\r  products ${start + rows.length} / ${missing.length} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
    }
    if (missing.length > 0 && process.stdout.isTTY) process.stdout.write('\n');

    const loaded = performance.now();
    // PostgreSQL: VACUUM too, as autovacuum soon would after so many inserts. Until then the visibility map is
    // empty and the listing's index-only scans read the table after all. The counts the triggers keep
    // (migration 021) too: each product added updated one row of each, leaving as many dead versions as
    // products (43 000 beside 3 000 live rows), which every listing's sum read until autovacuum came (a
    // bench run right after seeding measured 3–5 ms of PostgreSQL's time per answer instead of 1). The search
    // words too: each stock row written rewrote its product's words (their in_stock), and a search's
    // index-only scan wants the visibility map.
    if (inserted > 0 && config.database.kind === 'postgres')
      await sql`vacuum analyze products, product_price_counts, product_position_counts, product_stock,
        product_search_words, search_word_variants`.execute(db);
    else if (inserted > 0 && options.analyze) {
      await sql`analyze products`.execute(db);
      await sql`analyze product_search_words`.execute(db);
    }
    const analyzed = performance.now();

    const byStatus = await db
      .selectFrom('products')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      missing.length === 0
        ? `${where} has its ${options.products} seeded products already: nothing to add`
        : `Seeded ${where} in ${seconds(loaded - started)}: ${inserted} products (${existing.size} were there)`,
    );
    if (inserted < missing.length)
      console.log(`  ${missing.length - inserted} left out: their code or position is another product's`);
    console.log(`  products by status: ${byStatus.map((r) => `${r.status} ${r.n}`).join(', ')}`);
    const free = await db
      .selectFrom('product_stock')
      .select((eb) => eb.fn.count<number>('product_id').distinct().as('n'))
      .where('product_id', 'like', `${SEED_ID_PREFIX}%`)
      .where(sql<boolean>`on_hand > reserved`)
      .executeTakeFirstOrThrow();
    console.log(`  seeded products with a piece free now: ${free.n} of ${options.products}`);
    if (analyzed - loaded > 1) console.log(`  (VACUUM) ANALYZE: ${seconds(analyzed - loaded)}`);
  });
}

if (import.meta.main) await runSeedTool('seed-catalogue.ts', USAGE, parseOptions, main);
