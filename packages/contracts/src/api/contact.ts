import { type Static, Type } from 'typebox';
import { INQUIRY_TYPES } from '../constants.ts';
import { GREEK_PHONE_PATTERN } from '../rules/greek-formats.ts';
import { LinesTextSchema, LineTextSchema } from './text.ts';

/** `POST /api/contact`: no login needed; rate-limited. Empty optional fields count as absent. */
export const ContactMessageBodySchema = Type.Object(
  {
    name: LineTextSchema({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    companyName: Type.Optional(LineTextSchema({ maxLength: 200 })),
    /** Greek: +30 then 10 digits (landlines 2…, mobiles 69…); spaces allowed. */
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: `^\\s*$|${GREEK_PHONE_PATTERN}` })),
    inquiryType: Type.Enum(INQUIRY_TYPES),
    message: LinesTextSchema({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBodySchema>;

export const ContactMessageReceivedSchema = Type.Object({
  id: Type.String(),
  receivedAt: Type.String({ format: 'date-time' }),
});
export type ContactMessageReceived = Static<typeof ContactMessageReceivedSchema>;
