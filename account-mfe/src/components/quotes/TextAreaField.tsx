import type { TextareaHTMLAttributes } from 'react';
import { type FieldPartsProps, useFieldParts } from '../field-parts.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>;

interface Props extends FieldPartsProps, TextareaProps {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text area (a message, a reason) whose hint and translated error are announced with it. */
export function TextAreaField({ label, hint, value, error, onChange, rows = 4, ...rest }: Props) {
  const { control, wrap } = useFieldParts({ label, hint, error });
  return wrap(
    <textarea
      {...rest}
      {...control}
      rows={rows}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}
