import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../constants.ts';
import { BUYER_APPROVALS } from '../rules/lifecycle.ts';
import { VAT_NUMBER_MAX_LENGTH } from '../rules/vat-number.ts';
import { LineTextSchema } from './text.ts';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** The logged-in buyer as every frontend sees it (`me`). */
export const BuyerSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  businessName: Type.String(),
  /** `pending` while BUYER_APPROVAL=manual and staff have not approved the account: no prices, no orders. */
  approval: Type.Optional(Type.Enum(BUYER_APPROVALS)),
});
export type Buyer = Static<typeof BuyerSchema>;

export const RegisterBodySchema = Type.Object(
  {
    email: Email,
    businessName: LineTextSchema({ minLength: 1, maxLength: 200 }),
    /** Optional here (required before the first order request): ΑΦΜ, 9 digits, optionally `EL` first. */
    vatNumber: Type.Optional(Type.String({ maxLength: VAT_NUMBER_MAX_LENGTH })),
    password: NewPassword,
    /** Must equal `password` (checked on the server too: `passwords_do_not_match`). */
    confirmPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

/** Answer of register and login: the session cookie is set alongside. */
export const SessionResponseSchema = Type.Object({ buyer: BuyerSchema });
export type SessionResponse = Static<typeof SessionResponseSchema>;

/** A member of the shop team as the office sees them. */
export const StaffSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  /** `verified`: the session may use the office; `required`: send the TOTP code (`POST /api/auth/second-factor`);
   * `enrol`: a second factor is required and none is set up yet (`/api/office/me/second-factor`). */
  secondFactor: Type.Union([Type.Literal('verified'), Type.Literal('required'), Type.Literal('enrol')]),
  totpEnabled: Type.Boolean(),
  /** The shop requires a second factor of every member (`STAFF_2FA=required`): it can be replaced, not removed. */
  secondFactorRequired: Type.Boolean(),
});
export type Staff = Static<typeof StaffSchema>;

/** Answer of a staff member's login (a buyer's is `SessionResponse`). */
export const StaffSessionResponseSchema = Type.Object({ staff: StaffSchema });
export type StaffSessionResponse = Static<typeof StaffSessionResponseSchema>;

export const SecondFactorBodySchema = Type.Object(
  {
    /** The 6-digit TOTP code, or one of the recovery codes. */
    code: Type.String({ minLength: 6, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type SecondFactorBody = Static<typeof SecondFactorBodySchema>;

/** `POST /api/auth/staff-password`: the mailed one-time link sets the member's password. */
export const StaffPasswordBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: STAFF_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    confirmPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type StaffPasswordBody = Static<typeof StaffPasswordBodySchema>;

/** `GET /api/auth/me`: always 200; `buyer` is null for a visitor. */
export const MeResponseSchema = Type.Object({
  buyer: Type.Union([BuyerSchema, Type.Null()]),
  /** A staff member's session (the office); absent for buyers and visitors. */
  staff: Type.Optional(StaffSchema),
});
export type MeResponse = Static<typeof MeResponseSchema>;

export const ForgotPasswordBodySchema = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

/** The same answer whether or not the address has an account (no user enumeration). */
export const ForgotPasswordResponseSchema = Type.Object({ message: Type.String() });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: NewPassword,
    confirmPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
