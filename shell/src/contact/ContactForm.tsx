import { INQUIRY_TYPES, type InquiryType } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useShellSendContactMessageMutation } from '../api/send-contact-message.ts';
import { useTakenOver } from '../first-view/use-taken-over.ts';
import styles from './ContactForm.module.css';
import { ContactFormField } from './ContactFormField.tsx';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
  contactFieldErrors,
  EMPTY_CONTACT_FORM,
  toContactMessage,
  validateContactForm,
} from './contact-form-rules.ts';

type Outcome = { kind: 'sent' } | { kind: 'failed'; code: string } | null;

/** The message form: checked as the BFF checks it, in the reader's language; cleared once sent. */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [send, { isLoading }] = useShellSendContactMessageMutation();
  const id = useId();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const fieldId = (field: ContactField) => `${id}-${field}`;

  const focusFirstInvalid = (fieldErrors: ContactFieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A corrected field loses its message as soon as it is right; others wait for the next submit.
    if (errors[field]) setErrors({ ...errors, [field]: validateContactForm(next)[field] });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    try {
      await send(toContactMessage(values)).unwrap();
      setValues(EMPTY_CONTACT_FORM);
      setOutcome({ kind: 'sent' });
      requestAnimationFrame(() => outcomeRef.current?.focus());
    } catch (error) {
      const apiError = readApiError(error);
      const serverErrors = contactFieldErrors(apiError.fields);
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
        return;
      }
      setOutcome({ kind: 'failed', code: apiError.code });
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  };

  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    label: t(`contactForm.fields.${field}`),
    error: errors[field]
      ? t([
          `contactForm.errors.${field}.${errors[field]}`,
          `contactForm.errors.${errors[field]}`,
          'contactForm.errors.invalid_value',
        ])
      : undefined,
  });

  const takenOver = useTakenOver();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      {/* Disabled until React runs the page: typed into the server's HTML, it would be lost or sent natively. */}
      <fieldset className={styles.fields} disabled={!takenOver}>
        <p className={styles.note}>{t('contactForm.requiredNote')}</p>
        <div className={styles.row}>
          <ContactFormField {...fieldProps('name')} required>
            {(props) => (
              <input
                {...props}
                type="text"
                autoComplete="name"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
              />
            )}
          </ContactFormField>
          <ContactFormField {...fieldProps('email')} required>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
              />
            )}
          </ContactFormField>
        </div>
        <div className={styles.row}>
          <ContactFormField {...fieldProps('companyName')}>
            {(props) => (
              <input
                {...props}
                type="text"
                autoComplete="organization"
                value={values.companyName}
                onChange={(e) => update('companyName', e.target.value)}
              />
            )}
          </ContactFormField>
          <ContactFormField {...fieldProps('phone')} hint={t('contactForm.phoneHint')}>
            {(props) => (
              <input
                {...props}
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => update('phone', e.target.value)}
              />
            )}
          </ContactFormField>
        </div>
        <ContactFormField {...fieldProps('inquiryType')} required>
          {(props) => (
            <select
              {...props}
              value={values.inquiryType}
              onChange={(e) => update('inquiryType', e.target.value as InquiryType)}
            >
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`contactForm.inquiryTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </ContactFormField>
        <ContactFormField {...fieldProps('message')} required>
          {(props) => (
            <textarea
              {...props}
              rows={6}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
            />
          )}
        </ContactFormField>
        <div>
          <Button type="submit" busy={isLoading}>
            {isLoading ? t('contactForm.sending') : t('contactForm.send')}
          </Button>
        </div>
        <div role="status">
          {outcome?.kind === 'sent' ? (
            <p ref={outcomeRef} tabIndex={-1} className={styles.sent}>
              <strong>{t('contactForm.sent')}</strong> {t('contactForm.sentText')}
            </p>
          ) : null}
        </div>
        {outcome?.kind === 'failed' ? (
          <p ref={outcomeRef} tabIndex={-1} className={styles.failed} role="alert">
            {t([`contactForm.failed.${outcome.code}`, 'contactForm.failed.internal_error'])}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
