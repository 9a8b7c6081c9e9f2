import { type Page, request as playwrightRequest, type Response } from '@playwright/test';
import { EXPRESS_SAMPLE_FEE_CENTS, MAX_SIZE_QUANTITY } from '@shop/contracts';
import { settled } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { splitPage } from './page-answers.ts';
import { EVERY_AREA, OWNED_ROUTES } from './routes.ts';

/**
 * A visitor never receives a price: not in the rendered text, not in any API answer, not in any HTML,
 * JS, CSS or manifest the shop serves (every chunk of every remote, lazily loaded ones included).
 * The prices to look for are the real ones, read as a buyer.
 */

interface Leak {
  where: string;
  what: string;
}

/** Every product price as a buyer sees it, in cents. */
async function buyerPrices(baseURL: string): Promise<number[]> {
  const buyer = await playwrightRequest.newContext({ baseURL });
  try {
    const password = 'Str0ng-Passw0rd!';
    const registered = await buyer.post('/api/auth/register', {
      data: {
        email: `prices-${crypto.randomUUID()}@example.gr`,
        businessName: 'Price Check',
        password,
        confirmPassword: password,
      },
    });
    expect(registered.status()).toBe(201);
    const prices = new Set<number>();
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const list = (await (await buyer.get(`/api/products?page=${page}`)).json()) as {
        audience: string;
        pageCount: number;
        items: { priceCents: number }[];
      };
      expect(list.audience).toBe('buyer');
      pageCount = list.pageCount;
      for (const item of list.items) prices.add(item.priceCents);
    }
    return [...prices];
  } finally {
    await buyer.dispose();
  }
}

interface Patterns {
  /** For data (rendered text, API answers): 24.99, 24,99 and 2499 as whole numbers. */
  data: RegExp[];
  /**
   * For code (HTML, JS, CSS): 24.99 / 24,99, and 2499 only as the value of a price-named key, since
   * bare numbers occur in code for other reasons (e.g. "http://www.w3.org/1999/xlink" in React DOM).
   */
  code: RegExp[];
}

/** The ways a seeded price may be written, as whole numbers, not inside others. */
function pricePatterns(cents: number[]): Patterns {
  const whole = (form: string) => new RegExp(`(?<![\\d.,])${form}(?![\\d]|[.,]\\d)`);
  const euros = cents.map((value) =>
    whole(`${Math.floor(value / 100)}[.,]${String(value % 100).padStart(2, '0')}`),
  );
  // 999 is also the quantity limit per size (MAX_SIZE_QUANTITY), a number the pages show and carry.
  const plain = cents.filter((value) => value !== MAX_SIZE_QUANTITY).map((value) => whole(String(value)));
  const keyed = new RegExp(`price\\w*["']?\\s*[:=]\\s*["']?(?:${cents.join('|')})(?!\\d)`, 'i');
  return { data: [...euros, ...plain], code: [...euros, keyed] };
}

/** Every euro amount in a text (€24.99, 24,99 €, EUR 24), with where it is, in cents. */
function euroAmounts(text: string): { cents: number; at: number }[] {
  const amount =
    /€\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(?:€|EUR\b)|\bEUR\s?(\d+(?:[.,]\d{1,2})?)/g;
  return [...text.matchAll(amount)].map((match) => ({
    cents: Math.round(Number((match[1] ?? match[2] ?? match[3] ?? '').replace(',', '.')) * 100),
    at: match.index,
  }));
}

/** Keys that name a price anywhere in a JSON document (priceCents, unitPriceCents, price, …). */
function priceKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => priceKeys(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(/price/i.test(key) ? [`${path}.${key}`] : []),
      ...priceKeys(item, `${path}.${key}`),
    ]);
  }
  return [];
}

function inspect(where: string, contentType: string, body: string, patterns: Patterns): Leak[] {
  const leaks: Leak[] = [];
  const isData = contentType.includes('json') || contentType.startsWith('text/plain');
  for (const pattern of isData ? patterns.data : patterns.code) {
    const match = pattern.exec(body);
    if (match) {
      const at = match.index;
      leaks.push({ where, what: `${match[0]} in …${body.slice(Math.max(0, at - 60), at + 60)}…` });
    }
  }
  if (contentType.includes('json')) {
    try {
      for (const key of priceKeys(JSON.parse(body))) leaks.push({ where, what: `key ${key}` });
    } catch {
      leaks.push({ where, what: 'unparseable JSON' });
    }
  }
  return leaks;
}

const TEXT_TYPES = /javascript|json|html|css/;

/** Keeps every text response the page receives from the shop, to inspect after the crawl. */
function collectResponses(page: Page, origin: string): Map<string, Promise<{ type: string; body: string }>> {
  const bodies = new Map<string, Promise<{ type: string; body: string }>>();
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.url().startsWith(origin) || !TEXT_TYPES.test(type) || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response
        .text()
        .then((body) => ({ type, body }))
        .catch(() => ({ type, body: '' })),
    );
  });
  return bodies;
}

test('a visitor receives no price in any page, API answer or served file', { tag: EVERY_AREA }, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const prices = await buyerPrices(origin);
  expect(prices.length).toBeGreaterThan(10);
  const patterns = pricePatterns(prices);
  const leaks: Leak[] = [];
  const bodies = collectResponses(page, origin);

  // Every route as a visitor, the pages without a menu link, a second catalogue page and products.
  const paths = [
    ...OWNED_ROUTES.map((route) => route.path),
    '/reset-password?token=x',
    '/no-such-page',
    '/ready-to-ship?page=2',
    '/ready-to-ship?sort=price-high',
    '/product/2',
    '/product/22',
  ];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    // All the text, hidden parts (visually hidden labels, closed panels) included.
    const text = (await page.locator('body').textContent()) ?? '';
    for (const euro of euroAmounts(text)) {
      // The one published fee (express sample delivery, in the FAQ) is not a product price.
      if (euro.cents === EXPRESS_SAMPLE_FEE_CENTS) continue;
      leaks.push({ where: `text of ${path}`, what: text.slice(Math.max(0, euro.at - 60), euro.at + 60) });
    }
    leaks.push(...inspect(`text of ${path}`, 'text/plain', text, patterns));
  }

  // Every product and catalogue page through the API, in both languages.
  const visitor = page.request;
  const ids: string[] = [];
  for (const lang of ['en', 'gr']) {
    for (let number = 1, pageCount = 1; number <= pageCount; number++) {
      const response = await visitor.get(`/api/products?page=${number}&lang=${lang}`);
      const list = (await response.json()) as {
        audience: string;
        pageCount: number;
        items: { id: string }[];
      };
      expect(list.audience).toBe('visitor');
      pageCount = list.pageCount;
      if (lang === 'en') ids.push(...list.items.map((item) => item.id));
    }
    for (const id of ids) {
      const response = await visitor.get(`/api/products/${id}?lang=${lang}`);
      expect(response.status()).toBe(200);
      leaks.push(...inspect(response.url(), 'application/json', await response.text(), patterns));
    }
  }
  expect(ids.length).toBeGreaterThanOrEqual(prices.length);

  // Every file every remote can load (exposed modules, shared libraries, lazy chunks) and the shell's.
  const files = new Set<string>(['/', '/api/remotes', '/mf-manifest.json']);
  const registry = (await (await visitor.get('/api/remotes')).json()) as {
    remotes: { manifestUrl: string }[];
  };
  for (const manifestUrl of ['/mf-manifest.json', ...registry.remotes.map((remote) => remote.manifestUrl)]) {
    const manifest = (await (await visitor.get(manifestUrl)).json()) as {
      metaData: { remoteEntry?: { name: string; path: string } };
      exposes: { assets: Assets }[];
      shared: { assets: Assets }[];
    };
    const base = new URL(manifestUrl, origin);
    files.add(manifestUrl);
    const entry = manifest.metaData.remoteEntry;
    if (entry?.name) files.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).pathname);
    for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
      for (const file of [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]) {
        files.add(new URL(file, base).pathname);
      }
    }
  }
  expect(files.size).toBeGreaterThan(20);
  for (const file of files) {
    const response = await visitor.get(file);
    expect(response.status(), file).toBe(200);
    leaks.push(...inspect(file, response.headers()['content-type'] ?? '', await response.text(), patterns));
  }

  // And whatever else the pages fetched during the crawl (API answers included), the answers each page
  // carries for its first API reads inspected as the JSON they are.
  let seen = 0;
  let carried = 0;
  for (const [url, pending] of bodies) {
    const { type, body } = await pending;
    seen++;
    leaks.push(...inspect(url, type, body, patterns));
    if (!type.includes('html')) continue;
    for (const answer of splitPage(body).answers) {
      carried++;
      leaks.push(...inspect(`${url} → ${answer.path}`, 'application/json', answer.body, patterns));
    }
  }
  expect(seen).toBeGreaterThan(20);
  expect(carried).toBeGreaterThan(0);
  expect(leaks, JSON.stringify(leaks, null, 2)).toEqual([]);
});

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
