import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import * as ui from '@shop/ui/field';
import { NAMESPACE } from '../../i18n/register.ts';
import type { FieldError } from '../lib/validation.ts';

/** A field's error as the office keeps it: a code of its catalogue (`fieldErrors.<code>`). */
interface CodedError {
  error?: FieldError | undefined;
  /** `{{min}}` of a length error (the password rule's length). */
  ruleMin?: number | undefined;
  /** More values for the error's words (`{{line}}` of a feature's line that is too long). */
  errorValues?: Record<string, string | number> | undefined;
}

type Coded<Props> = Omit<Props, 'error'> & CodedError;

/** The error's words in the page's language, for `@shop/ui/field`, which takes them translated. */
function useErrorText({ error, ruleMin, errorValues }: CodedError): string | undefined {
  const { t } = useTranslation(NAMESPACE);
  return error
    ? t(`fieldErrors.${error}`, { min: ruleMin ?? PASSWORD_MIN_LENGTH, ...errorValues })
    : undefined;
}

/** A labelled input whose hint and translated error are announced with it. */
export function TextField({ error, ruleMin, errorValues, ...rest }: Coded<ui.TextFieldProps>) {
  return <ui.TextField {...rest} error={useErrorText({ error, ruleMin, errorValues })} />;
}

export function TextAreaField({ error, ruleMin, errorValues, ...rest }: Coded<ui.TextAreaFieldProps>) {
  return <ui.TextAreaField {...rest} error={useErrorText({ error, ruleMin, errorValues })} />;
}

export function SelectField({ error, ruleMin, errorValues, ...rest }: Coded<ui.SelectFieldProps>) {
  return <ui.SelectField {...rest} error={useErrorText({ error, ruleMin, errorValues })} />;
}

/** A labelled checkbox (the label after the box), its hint and error read with it. */
export function CheckboxField({ error, ruleMin, errorValues, ...rest }: Coded<ui.CheckboxFieldProps>) {
  return <ui.CheckboxField {...rest} error={useErrorText({ error, ruleMin, errorValues })} />;
}
