export { Button, type ButtonProps } from './Button.tsx';
export { PageHeading } from './PageHeading.tsx';
export { Spinner } from './Spinner.tsx';
