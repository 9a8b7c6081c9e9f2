// A year of business for the office, in bulk: `npm run seed:office -w bff -- --orders 100000 [--buyers 2000]
// [--custom 10000] [--samples 3000] [--contact 5000] [--seed 2026] [--analyze] [--force]`. It writes to the
// database the BFF uses (DATABASE_URL [+ DATABASE_SCHEMA] or the SQLite file in DATA_DIR), migrated and
// seeded first as the BFF would. For load tests and trying the office with realistic volumes; never on a
// live shop. Exit codes: 0 done, 1 could not be done (the reason is printed), 2 a command line it cannot run.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  CUSTOM_PRODUCT_TYPES,
  CUSTOM_REQUEST_REFERENCE_PREFIX,
  type DeliveryOption,
  EXPRESS_SAMPLE_FEE_CENTS,
  FABRICS,
  formatReference,
  INQUIRY_TYPES,
  MAX_SAMPLES_PER_ACCOUNT,
  MIN_ORDER_PIECES,
  ORDER_REFERENCE_PREFIX,
  type OrderStatus,
  SIZES,
} from '@shop/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HistoryKind } from '../db/tables/office.ts';
import { productImageUrl } from '../domain/catalogue.ts';
import { referenceYear } from '../domain/commerce/shared.ts';
import { hashPassword } from '../domain/passwords.ts';
import { searchKey } from '../lib/search-key.ts';
import { countOption, insertBatches, mulberry32, runSeedTool, withSeededDatabase } from './seed-tool.ts';
import { UsageError } from './tool-run.ts';

/** Every seeded buyer's e-mail ends with this: the marker of a seeded database (and easy to delete). */
const SEED_EMAIL_DOMAIN = 'office-seed.example';
/** All seeded buyers share this password (hashed once). */
const SEED_BUYER_PASSWORD = 'Seed-Buyer-2026!';
/** Order requests (with their lines and history) per transaction. */
const ORDERS_PER_TRANSACTION = 5_000;
const DAY_MS = 86_400_000;

const USAGE = `usage: seed-office.ts --orders <n> [--buyers <n>] [--custom <n>] [--samples <n>] [--contact <n>]
                      [--days 365] [--seed 2026] [--analyze] [--force]

Inserts a year of business into the BFF's database (DATABASE_URL [+ DATABASE_SCHEMA], or DATA_DIR's SQLite
file): buyers, order requests with lines and history, custom-made requests, samples and contact messages,
spread over the last --days days. Run it as npm run seed:office -w bff -- --orders 100000.
  --orders   order requests (required)
  --buyers   buyers (default: orders / 50, at least 20)
  --custom   custom-made requests (default: orders / 10)
  --samples  sample requests (default: orders * 3 / 100; at most ${MAX_SAMPLES_PER_ACCOUNT} per buyer)
  --contact  contact messages (default: orders / 20)
  --seed     seed of the random generator: the same numbers give the same data (ids aside)
  --analyze  run ANALYZE afterwards on SQLite too (PostgreSQL always VACUUM ANALYZE: autovacuum would soon)
  --force    seed again a database this tool already seeded`;

interface Options {
  orders: number;
  buyers: number;
  custom: number;
  samples: number;
  contact: number;
  days: number;
  seed: number;
  analyze: boolean;
  force: boolean;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: 'string' },
      buyers: { type: 'string' },
      custom: { type: 'string' },
      samples: { type: 'string' },
      contact: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      analyze: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const orders = countOption('orders', values.orders, null);
  const buyers = countOption('buyers', values.buyers, Math.max(20, Math.round(orders / 50)));
  if (buyers < 1) throw new UsageError('--buyers must be at least 1');
  const days = countOption('days', values.days, 365);
  if (days < 1) throw new UsageError('--days must be at least 1');
  return {
    orders,
    buyers,
    custom: countOption('custom', values.custom, Math.round(orders / 10)),
    samples: countOption('samples', values.samples, Math.round((orders * 3) / 100)),
    contact: countOption('contact', values.contact, Math.round(orders / 20)),
    days,
    seed: countOption('seed', values.seed, 2026),
    analyze: values.analyze,
    force: values.force,
  };
}

// ---- Random numbers (seeded, so a run can be repeated) ------------------------------------------------

let random = mulberry32(2026);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

/** A choice by weights: `{ delivered: 80, cancelled: 20 }`. */
function weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let total = 0;
  for (const [, w] of entries) total += w;
  let r = random() * total;
  for (const [key, w] of entries) {
    r -= w;
    if (r < 0) return key;
  }
  return (entries.at(-1) as [K, number])[0];
}

/** Distinct items, in random order. */
function sample<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/** Weighted draws among many items in O(log n): cumulative weights and a binary search. */
function sampler(weights: number[]): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += w;
    cumulative.push(total);
  }
  return () => {
    const r = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

// ---- When things happen -------------------------------------------------------------------------------

/** Wholesale resort wear: buyers stock up in late winter and spring, little in autumn. */
const MONTH_WEIGHT = [0.9, 1.2, 1.4, 1.4, 1.2, 1.0, 0.8, 0.6, 0.7, 0.8, 0.9, 0.7];
/** Sunday .. Saturday. */
const WEEKDAY_WEIGHT = [0.15, 1, 1, 1, 1, 0.95, 0.35];
/** By UTC hour: Athens office hours are 06–16 UTC; orders trickle in at night. */
const HOUR_WEIGHT = [
  0.05, 0.03, 0.03, 0.03, 0.08, 0.2, 0.6, 1, 1, 1, 0.9, 0.8, 0.9, 1, 1, 0.9, 0.7, 0.5, 0.4, 0.35, 0.3, 0.2,
  0.12, 0.08,
];

/** A moment of the last `days` days, as busy as the season, the weekday and the hour make it. */
function businessMoment(now: number, days: number): number {
  for (;;) {
    const t = now - random() * days * DAY_MS;
    const d = new Date(t);
    // The shop grows: a year ago it took about 70 % of today's orders.
    const growth = 1 - (0.3 * (now - t)) / (365 * DAY_MS);
    const w =
      (MONTH_WEIGHT[d.getUTCMonth()] as number) *
      (WEEKDAY_WEIGHT[d.getUTCDay()] as number) *
      (HOUR_WEIGHT[d.getUTCHours()] as number) *
      growth;
    if (random() * 1.4 < w) return Math.floor(t);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

// ---- Lifecycles ---------------------------------------------------------------------------------------

type Weights = Partial<Record<OrderStatus, number>>;

/** Young requests are still moving; after a few weeks almost all are delivered or cancelled. */
function requestStatus(ageDays: number): OrderStatus {
  const mix: Weights =
    ageDays < 3
      ? {
          submitted: 34,
          quoted: 24,
          changes_requested: 7,
          confirmed: 13,
          processing: 10,
          shipped: 5,
          cancelled: 7,
        }
      : ageDays < 14
        ? {
            submitted: 4,
            quoted: 10,
            changes_requested: 4,
            confirmed: 9,
            processing: 20,
            shipped: 27,
            delivered: 16,
            cancelled: 10,
          }
        : ageDays < 45
          ? {
              submitted: 0.4,
              quoted: 1.5,
              changes_requested: 0.6,
              confirmed: 1,
              processing: 2.5,
              shipped: 7,
              delivered: 75,
              cancelled: 12,
            }
          : { quoted: 0.2, shipped: 0.3, delivered: 86, cancelled: 13.5 };
  return weighted(mix as Record<OrderStatus, number>);
}

interface Step {
  action: string;
  from: string | null;
  to: string;
  actor: 'buyer' | 'staff';
  note: string;
  /** Typical days after the previous step: [min, max]. */
  gap: [number, number];
}

const STAFF_NAMES = ['Maria Papadopoulou', 'Nikos Georgiou', 'Eleni Kostopoulou', 'Demo Team'];
const CARRIERS = ['ACS Courier', 'ELTA Courier', 'Geniki Taxydromiki', 'Speedex', 'DHL Express'];
const CHANGE_NOTES = [
  'Could you do 10 % off for 200+ pieces?',
  'Please split the delivery in two shipments.',
  'Μπορούμε να αλλάξουμε τα μεγέθη σε περισσότερα M;',
  'We need it a week earlier — is express possible?',
];
const CANCEL_NOTES = [
  'Customer ordered by phone instead.',
  'Out of stock for the requested sizes.',
  'Ο πελάτης ακύρωσε τηλεφωνικά.',
  'Duplicate of an earlier request.',
];

/** The changes that led a request from `submitted` to `status`, as the loop allows them. */
function requestPath(status: OrderStatus): Step[] {
  const steps: Step[] = [
    { action: 'submit', from: null, to: 'submitted', actor: 'buyer', note: '', gap: [0, 0] },
  ];
  const add = (action: string, to: string, actor: 'buyer' | 'staff', gap: [number, number], note = '') =>
    steps.push({ action, from: (steps.at(-1) as Step).to, to, actor, note, gap });
  if (status === 'submitted') return steps;
  if (status === 'cancelled') {
    const how = weighted({ buyer: 35, staff: 30, declined: 35 });
    if (how === 'buyer') add('cancel', 'cancelled', 'buyer', [0.1, 3]);
    else {
      add('send_quote', 'quoted', 'staff', [0.1, 2]);
      if (how === 'declined') add('decline_quote', 'cancelled', 'buyer', [0.5, 6]);
      else add('cancel', 'cancelled', 'staff', [1, 10], pick(CANCEL_NOTES));
    }
    return steps;
  }
  add('send_quote', 'quoted', 'staff', [0.1, 2]);
  if (status === 'quoted') {
    if (chance(0.15)) {
      add('request_changes', 'changes_requested', 'buyer', [0.5, 3], pick(CHANGE_NOTES));
      add('send_quote', 'quoted', 'staff', [0.2, 2]);
    }
    return steps;
  }
  if (status === 'changes_requested') {
    add('request_changes', 'changes_requested', 'buyer', [0.5, 3], pick(CHANGE_NOTES));
    return steps;
  }
  if (chance(0.12)) {
    add('request_changes', 'changes_requested', 'buyer', [0.5, 3], pick(CHANGE_NOTES));
    add('send_quote', 'quoted', 'staff', [0.2, 2]);
  }
  add('accept_quote', 'confirmed', 'buyer', [0.3, 4]);
  if (status === 'confirmed') return steps;
  add('start_processing', 'processing', 'staff', [0.3, 2]);
  if (status === 'processing') return steps;
  add('mark_shipped', 'shipped', 'staff', [2, 10]);
  if (status === 'shipped') return steps;
  add('mark_delivered', 'delivered', 'staff', [1, 5]);
  return steps;
}

/** Timestamps of the steps: after `createdAt`, squeezed to end before now. */
function stepTimes(steps: { gap: [number, number] }[], createdAt: number, now: number): number[] {
  const gaps = steps.map((s, i) => (i === 0 ? 0 : (s.gap[0] + random() * (s.gap[1] - s.gap[0])) * DAY_MS));
  const total = gaps.reduce((a, b) => a + b, 0);
  const room = (now - createdAt) * 0.95;
  const scale = total > room ? room / total : 1;
  let t = createdAt;
  return gaps.map((g) => {
    t += Math.floor(g * scale);
    return t;
  });
}

// ---- Who buys -----------------------------------------------------------------------------------------

const GR_WORDS = ['Μπουτίκ', 'Κατάστημα', 'Ένδυση', 'Μόδα', 'Ρούχα', 'Οίκος Μόδας', 'Γυναικεία Ένδυση'];
const GR_NAMES = [
  'Ελένη',
  'Αθηνά',
  'Μαρίνα',
  'Νεφέλη',
  'Δάφνη',
  'Κατερίνα',
  'Σοφία',
  'Ιωάννα',
  'Φωτεινή',
  'Ζωή',
  'Άρτεμις',
  'Καλλιόπη',
  'Ειρήνη',
  'Χαρά',
  'Αλκυόνη',
  'Θάλεια',
  'Μυρτώ',
  'Ναυσικά',
];
const GR_PLACES = [
  'Κηφισιάς',
  'Γλυφάδας',
  'Πλάκας',
  'Θεσσαλονίκης',
  'Ναυπλίου',
  'Χανίων',
  'Ρόδου',
  'Μυκόνου',
  'Σαντορίνης',
  'Πάρου',
  'Κέρκυρας',
  'Πατρών',
  'Ηρακλείου',
  'Βόλου',
  'Καλαμάτας',
  'Λάρισας',
];
const GR_FORMS = ['Ο.Ε.', 'Ε.Ε.', 'Ι.Κ.Ε.', 'Α.Ε.', '', '', ''];
const EN_ADJECTIVES = [
  'Aegean',
  'Blue',
  'Olive',
  'Golden',
  'Salt',
  'Sea Breeze',
  'Sunset',
  'Marble',
  'Cycladic',
  'Ionian',
  'Lemon Tree',
  'White',
  'Coral',
  'Linen',
  'Wild Fig',
  'Terracotta',
];
const EN_NOUNS = [
  'Boutique',
  'Atelier',
  'Fashion House',
  'Style',
  'Closet',
  'Wardrobe',
  'Concept Store',
  'Clothing Co.',
  'Resort Wear',
  'Trading',
  'Collective',
];
const EN_PLACES = [
  'Athens',
  'Mykonos',
  'Santorini',
  'Crete',
  'Rhodes',
  'Corfu',
  'Paros',
  'Naxos',
  'Limassol',
  'Nicosia',
  'Thessaloniki',
  'Kos',
];
const EN_NAMES = ['Anna', 'Sophie', 'Chloe', 'Daphne', 'Iris', 'Maya', 'Zoe', 'Helena', 'Stella', 'Lena'];

function businessName(greek: boolean): string {
  if (greek) {
    const form = pick(GR_FORMS);
    const base = chance(0.5) ? `${pick(GR_WORDS)} ${pick(GR_NAMES)}` : `${pick(GR_WORDS)} ${pick(GR_PLACES)}`;
    return form ? `${base} ${form}` : base;
  }
  const shape = int(0, 2);
  if (shape === 0) return `${pick(EN_ADJECTIVES)} ${pick(EN_NOUNS)}`;
  if (shape === 1) return `${pick(EN_ADJECTIVES)} ${pick(EN_NOUNS)} ${pick(EN_PLACES)}`;
  return `${pick(EN_NAMES)}'s ${pick(EN_NOUNS)}`;
}

const CITIES: [string, string][] = [
  ['Athens', '105 63'],
  ['Kifisia', '145 62'],
  ['Glyfada', '166 75'],
  ['Thessaloniki', '546 24'],
  ['Patras', '262 21'],
  ['Heraklion', '712 02'],
  ['Chania', '731 32'],
  ['Rhodes', '851 00'],
  ['Mykonos', '846 00'],
  ['Fira, Santorini', '847 00'],
  ['Parikia, Paros', '844 00'],
  ['Corfu', '491 00'],
  ['Nafplio', '211 00'],
  ['Volos', '382 21'],
  ['Kalamata', '241 00'],
  ['Larissa', '412 22'],
];
const STREETS = [
  'Ermou',
  'Mitropoleos',
  'Tsimiski',
  'Kolokotroni',
  'Agiou Nikolaou',
  'Akti Miaouli',
  'Dimokratias',
];

function address() {
  const [city, postalCode] = pick(CITIES);
  return {
    street: `${pick(STREETS)} ${int(1, 180)}`,
    city,
    postalCode: postalCode.replace(/\s/g, ''),
    country: 'Greece',
  };
}

interface SeedBuyer {
  id: string;
  email: string;
  businessName: string;
  language: 'en' | 'gr';
  approval: 'approved' | 'pending' | 'rejected';
  address: string;
  createdAt: number;
  firstActivity: number;
  samples: number;
  sampleProducts: Set<string>;
}

// ---- Writing ------------------------------------------------------------------------------------------

async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const batch of insertBatches(rows)) {
    // The rows are built to the table's columns above; Kysely cannot check a table chosen at run time.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Reserves `count` numbers of a reference counter at once (as nextSequence does one): the first one. */
async function reserveSequences(db: Kysely<Database>, scope: string, year: number, count: number) {
  const row = await db
    .insertInto('reference_counters')
    .values({ scope, year, value: count })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'year'])
        .doUpdateSet((eb) => ({ value: eb('reference_counters.value', '+', count) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}

/** References for requests created at `times` (ascending): per shop year, in order, after what exists. */
async function references(db: Kysely<Database>, prefix: string, times: number[]): Promise<string[]> {
  const years = times.map((t) => referenceYear(new Date(t)));
  const perYear = new Map<number, number>();
  for (const y of years) perYear.set(y, (perYear.get(y) ?? 0) + 1);
  const next = new Map<number, number>();
  for (const [year, count] of perYear) next.set(year, await reserveSequences(db, prefix, year, count));
  return years.map((year) => {
    const n = next.get(year) as number;
    next.set(year, n + 1);
    return formatReference(prefix, year, n);
  });
}

function historyRows(requestId: string, kind: HistoryKind, steps: Step[], times: number[], buyerId: string) {
  return steps.map((step, i) => {
    const staff = step.actor === 'staff';
    return {
      request_id: requestId,
      position: i + 1,
      kind,
      action: step.action,
      from_status: step.from,
      to_status: step.to,
      actor_kind: step.actor,
      actor_id: staff ? null : buyerId,
      actor_name: staff ? pick(STAFF_NAMES) : '',
      note: step.note,
      created_at: iso(times[i] as number),
    };
  });
}

function sizeQuantities(min: number, max: number): Record<string, number> {
  const width = int(2, SIZES.length);
  const start = int(0, SIZES.length - width);
  const quantities: Record<string, number> = {};
  for (const size of SIZES.slice(start, start + width)) quantities[size] = int(min, max);
  return quantities;
}

const sum = (q: Record<string, number>) => Object.values(q).reduce((a, b) => a + b, 0);

function shipping(status: string) {
  const shipped = status === 'shipped' || status === 'delivered';
  return {
    carrier: shipped ? pick(CARRIERS) : null,
    tracking_number: shipped ? `${int(1000, 9999)}${int(100000, 999999)}GR` : null,
  };
}

const ORDER_NOTES = [
  'Please deliver before noon.',
  'Παράδοση στο κατάστημα, όχι στην αποθήκη.',
  'Same assortment as last time.',
  'Χρειαζόμαστε τιμολόγιο.',
  'Call on arrival: +30 210 555 0142.',
];

async function main(options: Options): Promise<void> {
  random = mulberry32(options.seed);
  const started = performance.now();
  // Seeded first as on the BFF's start: the catalogue, which the order lines need.
  await withSeededDatabase(async (db, where, config) => {
    const seeded = await db
      .selectFrom('buyers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', `%@${SEED_EMAIL_DOMAIN}`)
      .executeTakeFirstOrThrow();
    if (Number(seeded.n) > 0 && !options.force) {
      throw new Error(
        `${where} was seeded before (${seeded.n} buyers @${SEED_EMAIL_DOMAIN}); --force seeds more on top.`,
      );
    }

    const products = await db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_gr', 'price_cents'])
      .where(
        'id',
        'in',
        Array.from({ length: 12 }, (_, i) => String(i + 1)),
      )
      .orderBy('position')
      .execute();
    if (products.length === 0) throw new Error('the catalogue is empty: no products 1..12 to order');

    const now = Date.now();
    const run = randomUUID().slice(0, 6);
    const passwordHash = await hashPassword(SEED_BUYER_PASSWORD);

    // Buyers: a few big customers, a long tail; a few pending or rejected accounts that never ordered.
    const buyers: SeedBuyer[] = [];
    for (let i = 0; i < options.buyers; i++) {
      const greek = chance(0.6);
      const approval = i < 10 ? 'approved' : weighted({ approved: 94, pending: 4, rejected: 2 });
      buyers.push({
        id: randomUUID(),
        email: `buyer${i + 1}.${run}@${SEED_EMAIL_DOMAIN}`,
        businessName: businessName(greek),
        language: greek ? (chance(0.9) ? 'gr' : 'en') : chance(0.8) ? 'en' : 'gr',
        approval,
        address: JSON.stringify(address()),
        createdAt: now - int(30, 3 * 365) * DAY_MS - int(0, DAY_MS),
        firstActivity: now,
        samples: 0,
        sampleProducts: new Set(),
      });
    }
    const trading = buyers.filter((b) => b.approval === 'approved');
    // Zipf-like: the top buyer orders ~40× what the median one does.
    const pickBuyer = sampler(trading.map((_, i) => 1 / (i + 5) ** 0.9));

    const productPick = () => sample(products, Number(weighted({ 1: 15, 2: 25, 3: 25, 4: 17, 5: 10, 6: 8 })));

    const counts: Record<string, number> = {};
    const count = (table: string, n: number) => {
      counts[table] = (counts[table] ?? 0) + n;
    };

    // ---- Order requests (in transactions of ORDERS_PER_TRANSACTION) ----
    const orderTimes = Array.from({ length: options.orders }, () => businessMoment(now, options.days)).sort(
      (a, b) => a - b,
    );
    const orderRefs = await references(db, ORDER_REFERENCE_PREFIX, orderTimes);
    const orderStatuses: Record<string, number> = {};
    for (let start = 0; start < options.orders; start += ORDERS_PER_TRANSACTION) {
      const orders: Record<string, unknown>[] = [];
      const lines: Record<string, unknown>[] = [];
      const history: Record<string, unknown>[] = [];
      for (let i = start; i < Math.min(options.orders, start + ORDERS_PER_TRANSACTION); i++) {
        const createdAt = orderTimes[i] as number;
        const buyer = trading[pickBuyer()] as SeedBuyer;
        buyer.firstActivity = Math.min(buyer.firstActivity, createdAt);
        const id = randomUUID();
        const status = requestStatus((now - createdAt) / DAY_MS);
        orderStatuses[status] = (orderStatuses[status] ?? 0) + 1;
        const steps = requestPath(status);
        const times = stepTimes(steps, createdAt, now);
        let totalItems = 0;
        let totalPrice = 0;
        productPick().forEach((product, index) => {
          const quantities = sizeQuantities(1, 12);
          const quantity = sum(quantities);
          totalItems += quantity;
          totalPrice += quantity * product.price_cents;
          lines.push({
            order_id: id,
            position: index + 1,
            product_id: product.id,
            name_en: product.name_en,
            name_gr: product.name_gr,
            image: productImageUrl(product.id),
            unit_price_cents: product.price_cents,
            quantities: JSON.stringify(quantities),
            total_quantity: quantity,
            line_total_cents: quantity * product.price_cents,
            add_your_brand: chance(0.1) ? 1 : 0,
            brand_logo_id: null,
          });
        });
        if (totalItems < MIN_ORDER_PIECES) {
          // Small single-line orders: top the first line up to the minimum, as the basket would insist.
          const first = lines[lines.length - 1] as Record<string, number | string>;
          const quantities = JSON.parse(first.quantities as string) as Record<string, number>;
          const size = Object.keys(quantities)[0] as string;
          const extra = MIN_ORDER_PIECES - totalItems;
          quantities[size] = (quantities[size] as number) + extra;
          first.quantities = JSON.stringify(quantities);
          first.total_quantity = (first.total_quantity as number) + extra;
          first.line_total_cents = (first.total_quantity as number) * (first.unit_price_cents as number);
          totalItems += extra;
          totalPrice += extra * (first.unit_price_cents as number);
        }
        orders.push({
          id,
          reference: orderRefs[i],
          buyer_id: buyer.id,
          status,
          delivery_option: weighted<DeliveryOption>({ standard: 60, fast: 25, express: 15 }),
          delivery_address: chance(0.85) ? buyer.address : JSON.stringify(address()),
          notes: chance(0.15) ? pick(ORDER_NOTES) : '',
          total_items: totalItems,
          total_price_cents: totalPrice,
          idempotency_key: chance(0.95) ? randomUUID() : null,
          version: steps.length,
          accepted_quote_version: null,
          accepted_delivery_option: null,
          ...shipping(status),
          created_at: iso(createdAt),
          updated_at: iso(times.at(-1) as number),
        });
        history.push(...historyRows(id, 'order', steps, times, buyer.id));
      }
      // Buyers first (the orders reference them): inserted with the first batch, their created_at fixed later.
      await db.transaction().execute(async (trx) => {
        if (start === 0) await insertBuyers(trx, buyers, passwordHash, now);
        await insertAll(trx, 'order_requests', orders);
        await insertAll(trx, 'order_request_lines', lines);
        await insertAll(trx, 'request_history', history);
      });
      count('order_requests', orders.length);
      count('order_request_lines', lines.length);
      count('request_history', history.length);
      if (process.stdout.isTTY)
        process.stdout.write(
          `\r  order requests ${start + orders.length} / ${options.orders} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
    }
    if (options.orders > 0 && process.stdout.isTTY) process.stdout.write('\n');
    if (options.orders === 0)
      await db.transaction().execute((trx) => insertBuyers(trx, buyers, passwordHash, now));
    count('buyers', buyers.length);

    // ---- Custom-made requests ----
    const customTimes = Array.from({ length: options.custom }, () => businessMoment(now, options.days)).sort(
      (a, b) => a - b,
    );
    const customRefs = await references(db, CUSTOM_REQUEST_REFERENCE_PREFIX, customTimes);
    const custom: Record<string, unknown>[] = [];
    const customLines: Record<string, unknown>[] = [];
    const customHistory: Record<string, unknown>[] = [];
    customTimes.forEach((createdAt, i) => {
      const buyer = trading[pickBuyer()] as SeedBuyer;
      buyer.firstActivity = Math.min(buyer.firstActivity, createdAt);
      const id = randomUUID();
      const status = requestStatus((now - createdAt) / DAY_MS);
      const steps = requestPath(status);
      const times = stepTimes(steps, createdAt, now);
      let total = 0;
      sample(CUSTOM_PRODUCT_TYPES, Number(weighted({ 1: 50, 2: 35, 3: 15 }))).forEach((type, index) => {
        const sizes = sizeQuantities(5, 60);
        total += sum(sizes);
        customLines.push({
          request_id: id,
          position: index + 1,
          type,
          fabric: pick(FABRICS),
          sizes: JSON.stringify(sizes),
          total_quantity: sum(sizes),
          request_sample: chance(0.2) ? 1 : 0,
          design_file_id: null,
        });
      });
      custom.push({
        id,
        reference: customRefs[i],
        buyer_id: buyer.id,
        status,
        delivery_address: buyer.address,
        preferred_delivery_date: chance(0.5) ? iso(createdAt + int(30, 120) * DAY_MS).slice(0, 10) : null,
        delivery_option: weighted<DeliveryOption>({ standard: 70, fast: 20, express: 10 }),
        notes: chance(0.4)
          ? pick([
              'Our logo on the inside label.',
              'Κέντημα λογότυπου στο στήθος.',
              'Organic cotton if possible.',
            ])
          : '',
        brand_label_id: null,
        total_quantity: total,
        version: steps.length,
        accepted_quote_version: null,
        accepted_delivery_option: null,
        ...shipping(status),
        created_at: iso(createdAt),
        updated_at: iso(times.at(-1) as number),
      });
      customHistory.push(...historyRows(id, 'custom', steps, times, buyer.id));
    });

    // ---- Samples: one per (buyer, product), slots 1..3 per buyer ----
    const samples: Record<string, unknown>[] = [];
    const sampleHistory: Record<string, unknown>[] = [];
    const sampleTimes = Array.from({ length: options.samples }, () => businessMoment(now, options.days)).sort(
      (a, b) => a - b,
    );
    let skippedSamples = 0;
    for (const createdAt of sampleTimes) {
      let buyer: SeedBuyer | undefined;
      for (let attempt = 0; attempt < 50 && !buyer; attempt++) {
        // Half the samples go to small or new buyers (trying before they order), half by order volume.
        const candidate = (chance(0.5) ? pick(trading) : trading[pickBuyer()]) as SeedBuyer;
        if (candidate.samples < Math.min(MAX_SAMPLES_PER_ACCOUNT, products.length)) buyer = candidate;
      }
      buyer ??= trading.find((b) => b.samples < Math.min(MAX_SAMPLES_PER_ACCOUNT, products.length));
      if (!buyer) {
        skippedSamples++;
        continue;
      }
      buyer.samples++;
      buyer.firstActivity = Math.min(buyer.firstActivity, createdAt);
      const product = sample(
        products.filter((p) => !buyer.sampleProducts.has(p.id)),
        1,
      )[0] as (typeof products)[number];
      buyer.sampleProducts.add(product.id);
      const age = (now - createdAt) / DAY_MS;
      const status =
        age < 7
          ? weighted({ requested: 60, approved: 25, declined: 5, shipped: 10 })
          : weighted({ requested: 4, approved: 5, declined: 15, shipped: 76 });
      const steps: Step[] = [
        { action: 'submit', from: null, to: 'requested', actor: 'buyer', note: '', gap: [0, 0] },
      ];
      if (status === 'declined')
        steps.push({
          action: 'decline',
          from: 'requested',
          to: 'declined',
          actor: 'staff',
          note: pick(['Samples are for registered shops only.', 'Το μέγεθος έχει εξαντληθεί.']),
          gap: [0.2, 3],
        });
      if (status === 'approved' || status === 'shipped')
        steps.push({
          action: 'approve',
          from: 'requested',
          to: 'approved',
          actor: 'staff',
          note: '',
          gap: [0.2, 3],
        });
      if (status === 'shipped')
        steps.push({
          action: 'mark_shipped',
          from: 'approved',
          to: 'shipped',
          actor: 'staff',
          note: '',
          gap: [0.5, 4],
        });
      const times = stepTimes(steps, createdAt, now);
      const express = chance(0.2);
      const id = randomUUID();
      samples.push({
        id,
        buyer_id: buyer.id,
        product_id: product.id,
        slot: buyer.samples,
        size: pick(SIZES),
        delivery_option: express ? 'express' : 'standard',
        delivery_fee_cents: express ? EXPRESS_SAMPLE_FEE_CENTS : 0,
        notes: chance(0.2) ? pick(['For our summer window.', 'Θέλουμε να δούμε το ύφασμα.']) : '',
        status,
        version: steps.length,
        ...shipping(status),
        created_at: iso(createdAt),
        updated_at: steps.length > 1 ? iso(times.at(-1) as number) : null,
      });
      sampleHistory.push(...historyRows(id, 'sample', steps, times, buyer.id));
    }

    // ---- Contact messages: buyers and visitors ----
    const contacts: Record<string, unknown>[] = [];
    const contactTimes = Array.from({ length: options.contact }, () => businessMoment(now, options.days));
    for (const createdAt of contactTimes) {
      const buyer = chance(0.4) ? (trading[pickBuyer()] as SeedBuyer) : null;
      const greek = buyer ? buyer.language === 'gr' : chance(0.6);
      const person = greek
        ? `${pick(GR_NAMES)} ${pick(['Παπαδοπούλου', 'Γεωργίου', 'Νικολάου', 'Οικονόμου', 'Δημητρίου'])}`
        : `${pick(EN_NAMES)} ${pick(['Smith', 'Miller', 'Rossi', 'Novak', 'Schmidt', 'Dubois'])}`;
      const age = (now - createdAt) / DAY_MS;
      const status =
        age < 3
          ? weighted({ open: 70, answered: 25, closed: 5 })
          : weighted({ open: 5, answered: 55, closed: 40 });
      const replied = status === 'answered' || (status === 'closed' && chance(0.6));
      const repliedAt = createdAt + Math.min(now - createdAt, random() * 2 * DAY_MS);
      const company = buyer ? buyer.businessName : chance(0.5) ? businessName(greek) : null;
      contacts.push({
        id: randomUUID(),
        buyer_id: buyer?.id ?? null,
        name: person,
        email: buyer ? buyer.email : `visitor${int(1, 1e9)}@example.com`,
        company_name: company,
        search_name: searchKey(person),
        search_company: searchKey(company ?? ''),
        phone: chance(0.6) ? `+30 2${int(10, 89)} ${int(100, 999)} ${int(1000, 9999)}` : null,
        inquiry_type: pick(INQUIRY_TYPES),
        message: greek
          ? 'Καλησπέρα, θα θέλαμε πληροφορίες για τιμές χονδρικής και χρόνους παράδοσης για τη νέα σεζόν.'
          : 'Hello, could you send us your wholesale price list and delivery times for the new season?',
        status,
        replies: JSON.stringify(
          replied
            ? [
                {
                  text: 'Thank you — our price list is attached; delivery takes 5–7 working days.',
                  at: iso(repliedAt),
                  by: pick(STAFF_NAMES),
                },
              ]
            : [],
        ),
        version: replied ? 2 : status === 'closed' ? 2 : 1,
        created_at: iso(createdAt),
      });
    }

    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'custom_requests', custom);
      await insertAll(trx, 'custom_request_lines', customLines);
      await insertAll(trx, 'request_history', customHistory);
      await insertAll(trx, 'sample_requests', samples);
      await insertAll(trx, 'request_history', sampleHistory);
      await insertAll(trx, 'contact_messages', contacts);
      // A buyer's account is older than anything they did.
      for (const buyer of buyers) {
        if (buyer.firstActivity < buyer.createdAt) {
          const at = iso(buyer.firstActivity - int(1, 60) * DAY_MS);
          await trx
            .updateTable('buyers')
            .set({ created_at: at, updated_at: at })
            .where('id', '=', buyer.id)
            .execute();
        }
      }
    });
    count('custom_requests', custom.length);
    count('custom_request_lines', customLines.length);
    count('request_history', customHistory.length + sampleHistory.length);
    count('sample_requests', samples.length);
    count('contact_messages', contacts.length);

    const loaded = performance.now();
    // PostgreSQL: what autovacuum does within a minute of a bulk insert, done now, so that a bench run right
    // after the seed meets the tables as a shop's are: planned (ANALYZE) and with their visibility map set
    // (VACUUM), which lets the inbox count from its index alone (1.9 → 0.9 ms for the orders' open statuses).
    const tidy = config.database.kind === 'postgres' ? 'VACUUM ANALYZE' : options.analyze ? 'ANALYZE' : null;
    if (tidy) await sql.raw(tidy).execute(db);
    const analyzed = performance.now();

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`Seeded ${where} in ${seconds(loaded - started)}:`);
    for (const [table, n] of Object.entries(counts))
      console.log(`  ${table.padEnd(22)} ${String(n).padStart(8)}`);
    console.log(
      `  order statuses: ${Object.entries(orderStatuses)
        .sort((a, b) => b[1] - a[1])
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}`,
    );
    if (skippedSamples)
      console.log(`  (${skippedSamples} samples left out: every buyer has ${MAX_SAMPLES_PER_ACCOUNT})`);
    if (tidy) console.log(`  ${tidy}: ${seconds(analyzed - loaded)}`);
    console.log(`  every seeded buyer (…@${SEED_EMAIL_DOMAIN}) logs in with ${SEED_BUYER_PASSWORD}`);
  });
}

async function insertBuyers(trx: Kysely<Database>, buyers: SeedBuyer[], passwordHash: string, now: number) {
  await insertAll(
    trx,
    'buyers',
    buyers.map((b) => ({
      id: b.id,
      email: b.email,
      password_hash: passwordHash,
      business_name: b.businessName,
      search_name: searchKey(b.businessName),
      business_address: b.address,
      delivery_address: b.address,
      approval: b.approval,
      language: b.language,
      created_at: iso(Math.min(b.createdAt, now)),
      updated_at: iso(Math.min(b.createdAt, now)),
    })),
  );
}

await runSeedTool('seed-office.ts', USAGE, parseOptions, main);
