/**
 * `@shop/ui`, a shared singleton the shell provides to every page (build-config's shared.ts): all of it is
 * downloaded by every page, none of it tree-shaken. Keep it to what nearly every page uses; a part only some
 * frontends use is a subpath of its own in package.json's `exports` (`@shop/ui/dialog`, …), bundled into
 * each frontend that imports it (decision 0019), and never exported from here (parts.test.ts).
 */
export { Button, type ButtonProps } from './Button.tsx';
export { cx } from './class-names.ts';
export { FOCUSABLE, focusableIn, keepTabInside } from './focus.ts';
export { PageHeading } from './PageHeading.tsx';
export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchOption,
  type SearchOptionGroup,
} from './SearchCombobox.tsx';
export { Spinner } from './Spinner.tsx';
export {
  type SearchBoxWords,
  SuggestingSearch,
  type SuggestingSearchProps,
  searchBoxWords,
} from './SuggestingSearch.tsx';
