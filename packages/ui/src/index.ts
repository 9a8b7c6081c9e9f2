export { Button, type ButtonProps } from './Button.tsx';
export { cx } from './class-names.ts';
export { FOCUSABLE, focusableIn, keepTabInside } from './focus.ts';
export { PageHeading } from './PageHeading.tsx';
export { Spinner } from './Spinner.tsx';
