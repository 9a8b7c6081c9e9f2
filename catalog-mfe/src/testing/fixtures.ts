import type {
  BuyerProductDetail,
  BuyerProductList,
  BuyerProductSummary,
  VisitorProductDetail,
  VisitorProductList,
} from '@shop/contracts';
import { type Location, useLocation } from '@shop/platform';

/** Test-only data in the BFF's shapes, for filling the RTK Query cache. */
export function buyerSummary(id: string, overrides: Partial<BuyerProductSummary> = {}): BuyerProductSummary {
  return {
    id,
    code: `WF-${1000 + Number(id)}`,
    name: `Dress ${id}`,
    category: 'dresses',
    colour: 'red',
    isNew: false,
    image: `/media/products/${id}.svg`,
    material: 'Cotton',
    style: 'Resort Boho, Summer Romantic',
    minimumOrder: 5,
    priceCents: 1000 + Number(id) * 100,
    ...overrides,
  };
}

const facets = {
  categories: [
    { value: 'dresses' as const, count: 20 },
    { value: 'tops' as const, count: 1 },
    { value: 'trousers' as const, count: 1 },
    { value: 'skirts' as const, count: 0 },
    { value: 'shorts' as const, count: 0 },
  ],
  colours: [{ value: 'red' as const, count: 2 }],
};

export function buyerList(overrides: Partial<BuyerProductList> = {}): BuyerProductList {
  const items = Array.from({ length: 12 }, (_, i) => buyerSummary(String(i + 1)));
  return {
    audience: 'buyer',
    lang: 'en',
    total: 22,
    page: 1,
    pageCount: 2,
    pageSize: 12,
    items,
    facets: { ...facets, price: { floor: 9, ceil: 30 } },
    ...overrides,
  };
}

export function visitorList(): VisitorProductList {
  const items = buyerList().items.map(({ priceCents: _hidden, ...item }) => item);
  return { audience: 'visitor', lang: 'en', total: 22, page: 1, pageCount: 2, pageSize: 12, items, facets };
}

export function buyerDetail(id = '1', name = 'Red Tiered Maxi Dress'): BuyerProductDetail {
  return {
    audience: 'buyer',
    lang: 'en',
    product: {
      ...buyerSummary(id, { name }),
      images: [`/media/products/${id}.svg`],
      description: 'A flowing tiered maxi.',
      features: ['Smocked bodice', 'Three tiers'],
      care: 'Machine wash cold.',
      origin: 'Made in India',
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
    },
    related: Array.from({ length: 8 }, (_, i) => buyerSummary(String(i + 2))),
  };
}

export function visitorDetail(id = '1', name = 'Red Tiered Maxi Dress'): VisitorProductDetail {
  const { product, related } = buyerDetail(id, name);
  const { priceCents: _hidden, ...visible } = product;
  return {
    audience: 'visitor',
    lang: 'en',
    product: visible,
    related: related.map(({ priceCents: _p, ...item }) => item),
  };
}

/** Renders the router's current location so a test can read what the page wrote into the URL. */
export function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}
