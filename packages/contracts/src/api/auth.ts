import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** The logged-in buyer as every frontend sees it (`me`). */
export const BuyerSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  businessName: Type.String(),
});
export type Buyer = Static<typeof BuyerSchema>;

export const RegisterBodySchema = Type.Object(
  {
    email: Email,
    businessName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
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

/** `GET /api/auth/me`: always 200; `buyer` is null for a visitor. */
export const MeResponseSchema = Type.Object({ buyer: Type.Union([BuyerSchema, Type.Null()]) });
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
