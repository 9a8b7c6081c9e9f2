import {
  detectDelimiter,
  freePieces,
  isLow,
  missesGreek,
  OFFICE_PRODUCTS_PAGE_SIZE,
  type OfficePhoto,
  type OfficeProduct,
  type OfficeStock,
  type OfficeStockBody,
  type PhotoArrangement,
  type ProductDraft,
  type ProductImportRequest,
  type ProductImportResult,
  type ProductStatusChange,
  type ProductUpdate,
  productDraftProblems,
  readImportRows,
  readStockImportRows,
  type StockImportRequest,
  type StockImportResult,
  shopToday,
} from '@shop/contracts';
import { apiError, type FakeAnswer, type FakeRoutes, fakeBff, type SeenRequest } from './fake-bff.ts';
import { summaryOf } from './product-fixtures.ts';

const PRODUCT = /^\/api\/office\/products\/([^/?]+)(\/status|\/stock|\/photos(?:\/([^/?]+))?)?$/;

export interface ProductsBff {
  requests: SeenRequest[];
  /** The catalogue as the fake has it now; a test may change a product (another member's save). */
  products: Map<string, OfficeProduct>;
  /** Each product's stock (untracked, never saved, until a test or a save sets it). */
  stock: Map<string, OfficeStock>;
}

/** A product's stock as the BFF answers it: nothing tracked, never saved. */
export function untrackedStock(product: OfficeProduct): OfficeStock {
  return {
    productId: product.id,
    code: product.code,
    sizes: product.sizes,
    levels: [],
    backorderDays: null,
    stockVersion: 0,
    updatedAt: null,
    updatedBy: null,
  };
}

/** A stock saved with `body` as the BFF saves it: below reserved or a past date refused (field codes). */
function savedStock(
  stock: OfficeStock,
  body: OfficeStockBody,
  at: string,
): OfficeStock | Record<string, string> {
  const fields: Record<string, string> = {};
  const levels = [];
  for (const size of stock.sizes) {
    const given = body.levels.find((level) => level.size === size);
    const was = stock.levels.find((level) => level.size === size);
    if (!given) {
      if (was) levels.push(was);
      continue;
    }
    const reserved = was?.reserved ?? 0;
    if ((given.onHand ?? 0) < reserved) fields[`levels.${size}.onHand`] = 'below_reserved';
    if (given.restockDate !== null && given.restockDate <= shopToday())
      fields[`levels.${size}.restockDate`] = 'date_in_past';
    if (given.onHand === null) continue;
    const level = { size, onHand: given.onHand, reserved, restockDate: given.restockDate };
    levels.push({ ...level, free: freePieces(level), low: isLow(level) });
  }
  if (Object.keys(fields).length > 0) return fields;
  return {
    ...stock,
    levels,
    backorderDays: body.backorderDays,
    stockVersion: stock.stockVersion + 1,
    updatedAt: at,
    updatedBy: 'Eleni Papadopoulou',
  };
}

/**
 * The rows of a test's file: lines and cells by the file's delimiter, unquoted (the BFF's CSV parser reads
 * quotes; the office's tests need none).
 */
function rowsOf(csv: string) {
  const delimiter = detectDelimiter(csv);
  return csv
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, cells: text.split(delimiter) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
}

const invalid = (fields: Record<string, string>): FakeAnswer => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Invalid.', fields } },
});

function list(products: OfficeProduct[], search: URLSearchParams) {
  const q = search.get('q')?.toLowerCase();
  let items = products.filter(
    (p) =>
      (!q ||
        p.code.toLowerCase().startsWith(q) ||
        p.en.name.toLowerCase().includes(q) ||
        p.gr.name.toLowerCase().includes(q)) &&
      (!search.get('category') || p.category === search.get('category')) &&
      (!search.get('status') || p.status === search.get('status')) &&
      (search.get('missingGreek') !== 'true' || p.missingGreek),
  );
  const sort = search.get('sort') ?? 'newest';
  items = [...items].sort((a, b) => {
    if (sort === 'name') return a.en.name.localeCompare(b.en.name);
    if (sort === 'price-low') return a.priceCents - b.priceCents;
    if (sort === 'price-high') return b.priceCents - a.priceCents;
    return b.createdAt.localeCompare(a.createdAt);
  });
  const page = Number(search.get('page') ?? 1);
  const pageCount = Math.max(1, Math.ceil(items.length / OFFICE_PRODUCTS_PAGE_SIZE));
  const count = (status: OfficeProduct['status']) => products.filter((p) => p.status === status).length;
  return {
    items: items
      .slice((page - 1) * OFFICE_PRODUCTS_PAGE_SIZE, page * OFFICE_PRODUCTS_PAGE_SIZE)
      .map(summaryOf),
    total: items.length,
    page,
    pageCount,
    counts: {
      draft: count('draft'),
      published: count('published'),
      hidden: count('hidden'),
      missingGreek: products.filter((p) => p.missingGreek).length,
    },
  };
}

/**
 * The office's products API as the BFF answers it, over an in-memory catalogue: the list (search,
 * filters, sort, pages, counts), one product, creating (`p-<n>`, a draft), saving with the version (409
 * `stale_product` when it is not the current one), the status, the photos' order (409 `stale_photos` from an
 * earlier `photosVersion`) and removal, the import (contracts' own reading of the file), each product's stock
 * (409 `stale_stock` from an earlier `stockVersion`, `below_reserved`) and the stock import (contracts'
 * `readStockImportRows`). `routes` answers first, for what a test wants otherwise.
 */
export function fakeProductsBff(
  initial: readonly OfficeProduct[],
  routes: FakeRoutes = () => undefined,
): ProductsBff {
  const products = new Map(initial.map((p) => [p.id, structuredClone(p)]));
  const stock = new Map(initial.map((p) => [p.id, untrackedStock(p)]));
  let created = 0;
  const now = () => '2026-03-10T12:00:00.000Z';
  const store = (product: OfficeProduct) => {
    const saved = { ...product, missingGreek: missesGreek(product), updatedAt: now() };
    products.set(saved.id, saved);
    return { body: saved };
  };
  const codeTaken = (code: string, id: string | null) =>
    [...products.values()].some((p) => p.code === code && p.id !== id);

  const answer = (request: SeenRequest): FakeAnswer | undefined => {
    const url = new URL(request.path, 'http://shop.test');
    if (url.pathname === '/api/office/products') {
      if (request.method === 'GET') return { body: list([...products.values()], url.searchParams) };
      if (request.method === 'POST') {
        const draft = request.body as ProductDraft;
        const problems = productDraftProblems(draft);
        if (codeTaken(draft.code, null)) problems.code = 'taken';
        if (Object.keys(problems).length > 0) return invalid(problems);
        created += 1;
        const { body } = store({
          ...draft,
          id: `p-new-${created}`,
          status: 'draft',
          version: 1,
          photos: [],
          photosVersion: 1,
          missingGreek: false,
          createdAt: now(),
          updatedAt: now(),
          updatedBy: 'Eleni Papadopoulou',
        });
        return { status: 201, body };
      }
    }
    if (url.pathname === '/api/office/products/import' && request.method === 'POST') {
      const { csv, apply, checked } = request.body as ProductImportRequest;
      const byCode = new Map([...products.values()].map((p) => [p.code, p]));
      const reading = readImportRows(rowsOf(csv), new Set(byCode.keys()));
      const ok = reading.headerProblems.length === 0 && reading.lines.every((l) => l.problems.length === 0);
      if (apply && !ok) return apiError(400, 'import_has_errors');
      const lines = reading.lines.map((line) => ({
        line: line.line,
        code: line.code,
        action: byCode.has(line.code) ? ('update' as const) : ('create' as const),
        name: line.values.nameEn ?? byCode.get(line.code)?.en.name ?? '',
        version: byCode.get(line.code)?.version ?? null,
        problems: line.problems,
      }));
      const stale = lines.filter((l) => !checked?.some((c) => c.code === l.code && c.version === l.version));
      if (apply && stale.length > 0) {
        const fields = Object.fromEntries(stale.map((l) => [l.code, 'changed_meanwhile']));
        return { status: 409, body: { error: { code: 'stale_import', message: 'Changed.', fields } } };
      }
      const result: ProductImportResult = {
        headerProblems: reading.headerProblems,
        lines,
        applied: apply && ok,
        created: apply && ok ? lines.filter((l) => l.action === 'create').length : 0,
        updated: apply && ok ? lines.filter((l) => l.action === 'update').length : 0,
      };
      return { body: result };
    }
    if (url.pathname === '/api/office/products/stock-import' && request.method === 'POST') {
      const { csv, apply, checked } = request.body as StockImportRequest;
      const byCode = new Map(
        [...products.values()].map((p) => {
          const own = stock.get(p.id) ?? untrackedStock(p);
          return [p.code, { ...own, id: p.id }] as const;
        }),
      );
      const reading = readStockImportRows(rowsOf(csv), byCode, shopToday());
      const ok = reading.headerProblems.length === 0 && reading.lines.every((l) => l.problems.length === 0);
      if (apply && !ok) return apiError(400, 'import_has_errors');
      const named = [...new Set(reading.lines.map((l) => l.code))].flatMap((code) => {
        const found = byCode.get(code);
        return found ? [found] : [];
      });
      const stale = named.filter(
        (p) => !checked?.some((c) => c.code === p.code && c.stockVersion === p.stockVersion),
      );
      if (apply && stale.length > 0) {
        const fields = Object.fromEntries(stale.map((p) => [p.code, 'changed_meanwhile']));
        return { status: 409, body: { error: { code: 'stale_stock', message: 'Changed.', fields } } };
      }
      if (apply) {
        for (const product of named) {
          const lines = reading.lines.filter((l) => l.code === product.code);
          const given = lines.find((l) => l.backorderDays !== undefined);
          const saved = savedStock(
            product,
            {
              stockVersion: product.stockVersion,
              backorderDays: given ? (given.backorderDays ?? null) : product.backorderDays,
              levels: lines.map((l) => ({
                size: l.size as never,
                onHand: l.onHand,
                restockDate: l.restockDate,
              })),
            },
            now(),
          );
          if ('productId' in saved) stock.set(product.id, saved as OfficeStock);
        }
      }
      const result: StockImportResult = {
        headerProblems: reading.headerProblems,
        lines: reading.lines.map((line) => {
          const level = byCode.get(line.code)?.levels.find((l) => l.size === line.size);
          return { ...line, onHandBefore: level?.onHand ?? null, reserved: level?.reserved ?? 0 };
        }),
        products: named.map(({ code, stockVersion }) => ({ code, stockVersion })),
        applied: apply && ok,
        saved: apply && ok ? named.length : 0,
      };
      return { body: result };
    }
    const match = PRODUCT.exec(url.pathname);
    if (!match) return undefined;
    const [, id = '', part, photoId] = match;
    const product = products.get(decodeURIComponent(id));
    if (!product) return apiError(404, 'not_found');
    if (!part && request.method === 'GET') return { body: product };
    if (part === '/stock') {
      const current = stock.get(product.id) ?? untrackedStock(product);
      if (request.method === 'GET') return { body: current };
      const body = request.body as OfficeStockBody;
      if (body.stockVersion !== current.stockVersion) return apiError(409, 'stale_stock');
      const saved = savedStock(current, body, now());
      if (!('productId' in saved)) return invalid(saved);
      stock.set(product.id, saved as OfficeStock);
      return { body: saved };
    }
    if (!part && request.method === 'PUT') {
      const { version, product: draft } = request.body as ProductUpdate;
      if (version !== product.version) return apiError(409, 'stale_product');
      const problems = productDraftProblems(draft);
      if (codeTaken(draft.code, product.id)) problems.code = 'taken';
      if (Object.keys(problems).length > 0) return invalid(problems);
      return store({ ...product, ...draft, version: product.version + 1 });
    }
    if (part === '/status' && request.method === 'POST') {
      const { version, status } = request.body as ProductStatusChange;
      if (version !== product.version) return apiError(409, 'stale_product');
      return store({ ...product, status, version: product.version + 1 });
    }
    if (part === '/photos' && request.method === 'PUT') {
      const { photos, photosVersion } = request.body as PhotoArrangement;
      if (photosVersion !== product.photosVersion) return apiError(409, 'stale_photos');
      const ids = photos.map((p) => p.id);
      const same = ids.length === product.photos.length && product.photos.every((p) => ids.includes(p.id));
      if (!same) return invalid({ photos: 'invalid_value' });
      return store({
        ...product,
        photos: photos.map((p) => ({ ...(product.photos.find((q) => q.id === p.id) as OfficePhoto), ...p })),
        photosVersion: product.photosVersion + 1,
      });
    }
    if (photoId && request.method === 'DELETE') {
      return store({
        ...product,
        photos: product.photos.filter((p) => p.id !== photoId),
        photosVersion: product.photosVersion + 1,
      });
    }
    return undefined;
  };

  const { requests } = fakeBff((request) => routes(request) ?? answer(request));
  return { requests, products, stock };
}
