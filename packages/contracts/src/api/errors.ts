import { type Static, Type } from 'typebox';

/** Every 4xx/5xx body of the BFF: `{ error: { code, message, fields? } }`. */
export const ApiErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});
export type ApiError = Static<typeof ApiErrorSchema>;
