import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import type { InputHTMLAttributes } from 'react';
import { type FieldPartsProps, useFieldParts } from './field-parts.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends FieldPartsProps, InputProps {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input whose hint and translated error are announced with it. */
export function TextField({ label, hint, value, error, onChange, type = 'text', ...rest }: TextFieldProps) {
  const { control, wrap } = useFieldParts({ label, hint, error }, { min: PASSWORD_MIN_LENGTH });
  return wrap(
    <input
      {...rest}
      {...control}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}
