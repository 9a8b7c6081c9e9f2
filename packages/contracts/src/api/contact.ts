import { type Static, Type } from 'typebox';
import { INQUIRY_TYPES } from '../constants.ts';
import { GREEK_PHONE_PATTERN } from '../rules/greek-formats.ts';

/** `POST /api/contact`: no login needed; rate-limited. Empty optional fields count as absent. */
export const ContactMessageBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    companyName: Type.Optional(Type.String({ maxLength: 200 })),
    /** Greek: +30 then 10 digits (landlines 2…, mobiles 69…); spaces allowed. */
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: `^\\s*$|${GREEK_PHONE_PATTERN}` })),
    inquiryType: Type.Enum(INQUIRY_TYPES),
    message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBodySchema>;

export const ContactMessageReceivedSchema = Type.Object({
  id: Type.String(),
  receivedAt: Type.String({ format: 'date-time' }),
});
export type ContactMessageReceived = Static<typeof ContactMessageReceivedSchema>;
