import type { Address } from '@shop/contracts';
import { formatGreekPostalCode } from '@shop/contracts';
import type { AddressDraft } from './validation.ts';

/** The draft of an address being edited: the stored one with its postal code written `NNN NN`. */
export function addressDraft(address: Address | null, defaultCountry: string): AddressDraft {
  if (!address) return { street: '', city: '', postalCode: '', country: defaultCountry };
  return { ...address, postalCode: formatGreekPostalCode(address.postalCode) };
}
