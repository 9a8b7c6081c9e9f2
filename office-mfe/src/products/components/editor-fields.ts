import type { FieldError } from '../../shared/lib/validation.ts';
import type { ProductForm } from '../lib/product-form.ts';

/** A field's error as the editor shows it: the code, and the values of its words (a feature's line). */
export interface ShownError {
  error: FieldError;
  errorValues?: Record<string, string | number>;
}

/** What every part of the product editor's form gets: the values, a way to change them, their errors. */
export interface EditorFieldsProps {
  form: ProductForm;
  /** Changes some values; `fields` (keyed like the API's) lose the error the server gave them. */
  change: (patch: Partial<ProductForm>, fields: readonly string[]) => void;
  errorOf: (field: string) => ShownError | undefined;
  /** The member left a field: its problems show from now on. */
  touch: (field: string) => void;
}
