import { type FieldErrorCode, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import * as ui from '@shop/ui/field';
import { NAMESPACE } from '../i18n/register.ts';

/** A field as the account's forms give it: its error as the BFF's code (`fieldErrors.<code>` here). */
type Coded<Props> = Omit<Props, 'error'> & { error?: FieldErrorCode | undefined };

/** The code's words in the page's language (`{{min}}`: the password rule's length). */
function useErrorText(error: FieldErrorCode | undefined): string | undefined {
  const { t } = useTranslation(NAMESPACE);
  return error ? t(`fieldErrors.${error}`, { min: PASSWORD_MIN_LENGTH }) : undefined;
}

/** A labelled input whose hint and translated error are announced with it. */
export function TextField({ error, ...rest }: Coded<ui.TextFieldProps>) {
  return <ui.TextField {...rest} error={useErrorText(error)} />;
}

/** A labelled text area (a message, a reason), 4 rows unless told. */
export function TextAreaField({ error, rows = 4, ...rest }: Coded<ui.TextAreaFieldProps>) {
  return <ui.TextAreaField {...rest} rows={rows} error={useErrorText(error)} />;
}
