import { cx } from '@shop/ui';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './field.module.css';
import hintStyles from './hint.module.css';

/**
 * `@shop/ui/field`: a labelled control with its hint and error, bundled into each frontend that imports it,
 * not part of the shared `@shop/ui` (decision 0019). Its words come translated: a frontend that keeps its
 * errors as codes turns them into words (its `fieldErrors.<code>`) before they reach it.
 */

/** What a field says, in the page's language. */
export interface FieldTexts {
  label: ReactNode;
  /** Shown before the user types (a rule, an example), read with the control. */
  hint?: ReactNode | undefined;
  /** What is wrong with the value: the control is marked invalid and reads it with its name. */
  error?: ReactNode | undefined;
}

/** What ties a control to its field: spread it on the input, select or text area. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps extends FieldTexts {
  /** `check`: a checkbox or radio before its label, the hint and error under the label. */
  layout?: 'stacked' | 'check' | undefined;
  /** The control, given what ties it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One control with its label, hint and error: the label names it, the hint and the error describe it
 * (`aria-describedby`, read when it takes focus, as a form does when a submit finds errors), and an error
 * marks it invalid (`aria-invalid`).
 */
export function Field({ label, hint, error, layout = 'stacked', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  const check = layout === 'check';
  const labelled = <label htmlFor={id}>{label}</label>;
  const hintNote = hint ? (
    <p id={hintId} className={cx(hintStyles.hint, check && styles.checkNote)}>
      {hint}
    </p>
  ) : null;
  const errorNote = error ? (
    <p id={errorId} className={cx(styles.error, check && styles.checkNote)}>
      {error}
    </p>
  ) : null;
  return check ? (
    <div className={styles.check}>
      {control}
      {labelled}
      {hintNote}
      {errorNote}
    </div>
  ) : (
    <div className={styles.field}>
      {labelled}
      {hintNote}
      {control}
      {errorNote}
    </div>
  );
}

/** A control that gives its value as a string on every change. */
interface TextValue {
  value: string;
  onChange: (value: string) => void;
}

type Attributes<A> = Omit<A, 'value' | 'onChange' | 'id' | 'children'>;

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** An input's, text area's or select's props: its attributes, its ties to the field, its look, its value. */
function textControl<Props extends TextValue & { className?: string | undefined }>(
  control: FieldControlProps,
  { value, onChange, className, ...attributes }: Props,
) {
  return {
    ...attributes,
    ...control,
    className: cx(styles.control, className),
    value,
    onChange: (event: ChangeEvent<TextControl>) => onChange(event.target.value),
  };
}

export type TextFieldProps = FieldTexts & Attributes<InputHTMLAttributes<HTMLInputElement>> & TextValue;

/** A labelled input (text by default). */
export function TextField({ label, hint, error, ...rest }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input type="text" {...textControl(control, rest)} />}
    </Field>
  );
}

export type TextAreaFieldProps = FieldTexts &
  Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>> &
  TextValue;

/** A labelled text area (a message, a reason), 5 rows unless told. */
export function TextAreaField({ label, hint, error, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <textarea rows={5} {...textControl(control, rest)} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldTexts &
  Attributes<SelectHTMLAttributes<HTMLSelectElement>> &
  TextValue & { options: readonly SelectOption[] };

/** A labelled select of the options given. */
export function SelectField({ label, hint, error, options, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...textControl(control, rest)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type CheckboxFieldProps = FieldTexts &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'id' | 'type' | 'children'> & {
    checked: boolean;
    onChange: (checked: boolean) => void;
  };

/** A labelled checkbox, the label after the box. */
export function CheckboxField({ label, hint, error, checked, onChange, ...rest }: CheckboxFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} layout="check">
      {(control) => (
        <input
          {...rest}
          {...control}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </Field>
  );
}
