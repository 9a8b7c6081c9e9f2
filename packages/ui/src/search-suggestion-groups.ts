import {
  type Category,
  photoUrl,
  photoWidthFor,
  type SearchSuggestions,
  type SuggestedProduct,
  searchPageHref,
} from '@shop/contracts';
import type { SearchOption, SearchOptionGroup } from './SearchCombobox.tsx';

/** The words of a search box's suggestions, in the page's language (each area its own translations). */
export interface SuggestionWords {
  products: string;
  categories: string;
  category: (value: Category) => string;
  productCount: (count: number) => string;
  suggestionCount: (count: number) => string;
  noSuggestions: string;
}

/** A suggested product: its name, its code, its main photo's smallest version (the box is 40×50). */
export function productOption(product: SuggestedProduct): SearchOption {
  const { photo } = product;
  return {
    id: `product-${product.id}`,
    label: product.name,
    detail: product.code,
    // The name is the option's text: the picture adds nothing to read.
    image: photo
      ? { src: photoUrl(photo.key, photoWidthFor(photo, 0), 'jpeg'), alt: '' }
      : { src: product.image, alt: '' },
    href: `/product/${encodeURIComponent(product.id)}`,
  };
}

/**
 * What a search box shows of an answer for the text `q` (tidied): products, then the categories the words
 * name (each opens its category: its products, not a search of them), and what a screen reader is told —
 * only of an answer to the text as it is now.
 */
export function suggestionGroups(
  shown: SearchSuggestions | null,
  q: string,
  words: SuggestionWords,
): { groups: SearchOptionGroup[]; status: string } {
  const groups: SearchOptionGroup[] =
    q === '' || !shown
      ? []
      : [
          { id: 'products', label: words.products, options: shown.products.map(productOption) },
          {
            id: 'categories',
            label: words.categories,
            options: shown.categories.map(({ value, count }) => ({
              id: `category-${value}`,
              label: words.category(value),
              detail: words.productCount(count),
              href: searchPageHref('', value),
            })),
          },
        ];
  const count = shown && shown.q === q ? shown.products.length + shown.categories.length : null;
  const status = count === null ? '' : count > 0 ? words.suggestionCount(count) : words.noSuggestions;
  return { groups, status };
}
