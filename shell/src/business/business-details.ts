import { SHOP } from '@shop/contracts';

/** The shop's public contact details (contracts `SHOP`), shown in the footer, on Home and on Contact. */
export const BUSINESS_EMAIL = SHOP.email;
/** Written for people; `BUSINESS_PHONE_HREF` is the dialable form. */
export const BUSINESS_PHONE = SHOP.phone;
export const BUSINESS_PHONE_HREF = SHOP.phoneHref;

export const SOCIAL_LINKS = [
  { network: 'instagram', href: 'https://www.instagram.com/wholesalefashion.gr' },
  { network: 'facebook', href: 'https://www.facebook.com/wholesalefashion.gr' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/wholesale-fashion-gr' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** Days as `Date.getUTCDay()` numbers (0 = Sunday); times as `HH:MM`, Athens local time. */
export interface OpeningPeriod {
  from: number;
  to: number;
  hours: { opens: string; closes: string } | null;
}

/** Monday–Friday 9:00–20:00, Saturday 10:00–20:00, Sunday closed. */
export const BUSINESS_HOURS: readonly OpeningPeriod[] = [
  { from: 1, to: 5, hours: { opens: '09:00', closes: '20:00' } },
  { from: 6, to: 6, hours: { opens: '10:00', closes: '20:00' } },
  { from: 0, to: 0, hours: null },
];
