import {
  type AddressDraft,
  type AddressField,
  type Basket,
  checkAddress,
  checkMinimumOrder,
  type DeliveryOption,
  emptyAddressDraft,
  type Profile,
  profileAddressDraft,
} from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useOrderSubmit } from '../hooks/use-order-submit.ts';
import { NAMESPACE } from '../i18n/register.ts';
import { type CheckoutProblem, problemFromApi } from '../lib/checkout-problem.ts';
import { AddressFields } from './AddressFields.tsx';
import { CheckoutAlert } from './CheckoutAlert.tsx';
import styles from './CheckoutForm.module.css';
import { DeliveryOptions } from './DeliveryOptions.tsx';
import form from './form.module.css';
import hint from './hint.module.css';
import { OverStockSummary } from './OverStockSummary.tsx';

const NOTES_MAX_LENGTH = 2000;

interface CheckoutFormProps {
  basket: Basket;
  /** The profile, once loaded, prefills the address (unless the buyer has started typing one). */
  profile: Profile | undefined;
}

/**
 * Delivery option, address, notes and submit. The browser checks what it can (minimum, then address,
 * the BFF's order) for an instant answer; the BFF checks again and its codes are explained the same way.
 * Lines over the stock are listed above the button, which stays: the request goes all the same.
 */
export function CheckoutForm({ basket, profile }: CheckoutFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const notesId = useId();
  const [deliveryOption, setDeliveryOption] = useState<DeliveryOption>('standard');
  const [address, setAddress] = useState<AddressDraft>(() => emptyAddressDraft(t('address.defaultCountry')));
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const addressTouched = useRef(false);
  const { send, isSending } = useOrderSubmit();

  useEffect(() => {
    const prefill = profile ? profileAddressDraft(profile) : null;
    if (prefill && !addressTouched.current) setAddress(prefill);
  }, [profile]);

  const onAddressChange = (field: AddressField, value: string) => {
    addressTouched.current = true;
    setAddress((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    if (!checkMinimumOrder(basket.totalQuantity).met) {
      setProblem({ kind: 'minimum' });
      return;
    }
    // The BFF refuses an order request without one too (`vat_number_required`).
    if (profile && !profile.vatNumber) {
      setProblem({ kind: 'vatNumber' });
      return;
    }
    const checked = checkAddress(address);
    if (!checked.ok) {
      setProblem({ kind: checked.missing ? 'address' : 'fields', fields: checked.fields });
      return;
    }
    setProblem(null);
    const trimmedNotes = notes.trim();
    const error = await send(basket, {
      deliveryOption,
      deliveryAddress: checked.address,
      ...(trimmedNotes ? { notes: trimmedNotes } : {}),
    });
    if (error) setProblem(problemFromApi(error));
  };

  const fieldErrors = problem && 'fields' in problem ? problem.fields : {};
  const addressErrors = Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([field]) => field !== 'notes')
      .map(([field, code]) => [field, t(`fieldErrors.${code}`)]),
  );
  const notesError = fieldErrors.notes ? t(`fieldErrors.${fieldErrors.notes}`) : null;
  // Once the basket reaches the minimum, the earlier refusal no longer applies.
  const shownProblem =
    problem?.kind === 'minimum' && checkMinimumOrder(basket.totalQuantity).met ? null : problem;

  return (
    <form className={styles.checkout} onSubmit={onSubmit} noValidate>
      {profile && !profile.vatNumber && shownProblem?.kind !== 'vatNumber' ? (
        <p className={hint.hint}>
          {t('checkout.vatNumberText')} <Link to="/profile">{t('checkout.vatNumberLink')}</Link>
        </p>
      ) : null}
      <DeliveryOptions value={deliveryOption} onChange={setDeliveryOption} />
      <AddressFields value={address} errors={addressErrors} onChange={onAddressChange} />
      <div className={form.field}>
        <label htmlFor={notesId}>{t('checkout.notes')}</label>
        <textarea
          id={notesId}
          rows={4}
          maxLength={NOTES_MAX_LENGTH}
          value={notes}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error` : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        {notesError ? (
          <span id={`${notesId}-error`} className={form.fieldError}>
            {notesError}
          </span>
        ) : null}
      </div>
      {shownProblem ? <CheckoutAlert problem={shownProblem} basket={basket} /> : null}
      <OverStockSummary basket={basket} />
      <Button type="submit" busy={isSending} className={styles.submit}>
        {t('checkout.submit')}
      </Button>
      <p role="status" className="visually-hidden">
        {isSending ? t('checkout.sending') : ''}
      </p>
    </form>
  );
}
