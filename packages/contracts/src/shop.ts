/**
 * The shop's public identity: the shell's footer, Home and Contact, and the quote PDFs the BFF makes name it
 * the same way.
 */
export const SHOP = {
  name: 'Wholesale Fashion',
  email: 'info@wholesale-fashion.gr',
  /** Written for people; `phoneHref` is the dialable form. */
  phone: '+30 210 123 4567',
  phoneHref: 'tel:+302101234567',
  place: { en: 'Athens, Greece', gr: 'Αθήνα, Ελλάδα' },
} as const;
