import { type Address, formatGreekPostalCode } from '@shop/contracts';

/** A postal address as it is written on an envelope, postal code as `NNN NN`. */
export function AddressView({ address }: { address: Address }) {
  return (
    <address className="account-address">
      {address.street}
      <br />
      {formatGreekPostalCode(address.postalCode)} {address.city}
      <br />
      {address.country}
    </address>
  );
}
