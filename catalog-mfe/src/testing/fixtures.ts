import {
  type BuyerProductDetail,
  type BuyerProductList,
  type BuyerProductSummary,
  PHOTO_WIDTHS,
  type ProductPhoto,
  photoUrl,
  type VisitorProductDetail,
  type VisitorProductList,
  type VisitorProductSummary,
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
  inStock: 7,
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

/** A photo with every version, 1600×2000 like a phone's portrait; `letter` repeated makes its key. */
export function testPhoto(letter: string, alt = ''): ProductPhoto {
  return { key: letter.repeat(24), widths: [...PHOTO_WIDTHS], width: 1600, height: 2000, alt };
}

/** Four photos of the product (keys `aaa…`, `bbb…`, `ccc…`, `ddd…`), each with its alt text. */
export const TEST_PHOTOS: readonly ProductPhoto[] = ['a', 'b', 'c', 'd'].map((letter, i) =>
  testPhoto(letter, `Red Tiered Maxi Dress, view ${i + 1}`),
);

/** A card's product with its main photo, as the BFF sends it (`image`: that photo's 480 px JPEG). */
export function withPhoto<T extends VisitorProductSummary>(summary: T, photo: ProductPhoto): T {
  return { ...summary, image: photoUrl(photo.key, 480, 'jpeg'), photo };
}

/** A product page's answer with these photos (the main one first), as the BFF sends it. */
export function withPhotos<T extends BuyerProductDetail | VisitorProductDetail>(
  detail: T,
  photos: readonly ProductPhoto[],
): T {
  const [main] = photos;
  if (!main) return detail;
  const images = photos.map((photo) => photoUrl(photo.key, 480, 'jpeg'));
  return {
    ...detail,
    product: { ...detail.product, image: images[0], images, photo: main, photos: [...photos] },
  };
}

/** Renders the router's current location so a test can read what the page wrote into the URL. */
export function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}
