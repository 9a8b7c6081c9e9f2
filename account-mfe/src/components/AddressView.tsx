import { type Address, formatGreekPostalCode } from '@shop/contracts';
import styles from './AddressView.module.css';

/** A postal address as it is written on an envelope, postal code as `NNN NN`. */
export function AddressView({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {address.street}
      <br />
      {formatGreekPostalCode(address.postalCode)} {address.city}
      <br />
      {address.country}
    </address>
  );
}
