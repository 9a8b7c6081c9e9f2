import { type Static, Type } from 'typebox';
import { INQUIRY_TYPES, ORDER_STATUSES, SAMPLE_DELIVERY_OPTIONS, SIZES } from '../constants.ts';
import { BUYER_APPROVALS, CONTACT_STATUSES, SAMPLE_ACTIONS, SAMPLE_STATUSES } from '../rules/lifecycle.ts';
import { BuyerSchema } from './auth.ts';
import { LinesTextSchema, LineTextSchema } from './text.ts';

/** Start of enrolment: the secret as an otpauth URI (and as a QR code to scan). */
export const TotpEnrolmentSchema = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** An SVG picture of the URI as a QR code. */
  qrSvg: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/**
 * `POST /api/office/me/second-factor`: start setting up an authenticator. A member who has one must give a code
 * of it (or a recovery code) to replace it; it stays in force until the new one is confirmed.
 */
export const TotpEnrolmentStartSchema = Type.Object(
  {
    currentCode: Type.Optional(Type.String({ minLength: 6, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type TotpEnrolmentStart = Static<typeof TotpEnrolmentStartSchema>;

/** End of enrolment: shown once; each code replaces the TOTP code once. */
export const RecoveryCodesSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

// ---- Lists ------------------------------------------------------------------------------------------

const ListLimit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 }));
const Cursor = Type.Optional(Type.String({ maxLength: 200 }));
const Day = Type.String({ format: 'date' });
const Search = Type.Optional(Type.String({ minLength: 1, maxLength: 100 }));

/** Filters of every office list: newest first, `cursor` from the previous page's `nextCursor`. */
function listQuery<S extends readonly string[]>(statuses: S) {
  return Type.Object(
    {
      status: Type.Optional(Type.Enum(statuses)),
      /** A buyer's id. */
      buyer: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      /** Created on or after this day / on or before it (shop calendar, UTC dates). */
      from: Type.Optional(Day),
      to: Type.Optional(Day),
      /** A reference (whole or its start) or the start of a business name. */
      q: Search,
      cursor: Cursor,
      limit: ListLimit,
    },
    { additionalProperties: false },
  );
}

export const OfficeRequestListQuerySchema = listQuery(ORDER_STATUSES);
export type OfficeRequestListQuery = Static<typeof OfficeRequestListQuerySchema>;
export const OfficeSampleListQuerySchema = listQuery(SAMPLE_STATUSES);
export type OfficeSampleListQuery = Static<typeof OfficeSampleListQuerySchema>;
export const OfficeContactListQuerySchema = listQuery(CONTACT_STATUSES);
export type OfficeContactListQuery = Static<typeof OfficeContactListQuerySchema>;
export const OfficeBuyerListQuerySchema = listQuery(BUYER_APPROVALS);
export type OfficeBuyerListQuery = Static<typeof OfficeBuyerListQuerySchema>;

const BuyerRef = Type.Object({ id: Type.String(), businessName: Type.String(), email: Type.String() });

/** Who sent a request, as the office's request pages show them (the lists carry `BuyerRef` only). */
export const OfficeRequestBuyerSchema = Type.Object({
  ...BuyerRef.properties,
  /** ΑΦΜ (9 digits), null until the buyer gives it. */
  vatNumber: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeRequestBuyer = Static<typeof OfficeRequestBuyerSchema>;

/** A row of the office's order-request or custom-made list. */
export const OfficeRequestRowSchema = Type.Object({
  reference: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  buyer: BuyerRef,
  totalQuantity: Type.Integer(),
  /** The submitted price total (order requests; 0 for custom-made requests before a quote). */
  totalPriceCents: Type.Integer(),
  version: Type.Integer(),
});
export type OfficeRequestRow = Static<typeof OfficeRequestRowSchema>;

export const OfficeRequestListSchema = Type.Object({
  items: Type.Array(OfficeRequestRowSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeRequestList = Static<typeof OfficeRequestListSchema>;

export const OfficeSampleSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(SAMPLE_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  buyer: BuyerRef,
  productId: Type.String(),
  productName: Type.String(),
  size: Type.Enum(SIZES),
  deliveryOption: Type.Enum(SAMPLE_DELIVERY_OPTIONS),
  deliveryFeeCents: Type.Integer(),
  notes: Type.String(),
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  actions: Type.Array(Type.Enum(SAMPLE_ACTIONS)),
});
export type OfficeSample = Static<typeof OfficeSampleSchema>;

export const OfficeSampleListSchema = Type.Object({
  items: Type.Array(OfficeSampleSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeSampleList = Static<typeof OfficeSampleListSchema>;

export const SampleActionBodySchema = Type.Object(
  {
    action: Type.Enum(SAMPLE_ACTIONS),
    version: Type.Integer({ minimum: 1 }),
    note: Type.Optional(LinesTextSchema({ maxLength: 2000 })),
    carrier: Type.Optional(LineTextSchema({ minLength: 1, maxLength: 100 })),
    trackingNumber: Type.Optional(LineTextSchema({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type SampleActionBody = Static<typeof SampleActionBodySchema>;

export const OfficeContactMessageSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(CONTACT_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  name: Type.String(),
  email: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  inquiryType: Type.Enum(INQUIRY_TYPES),
  message: Type.String(),
  buyerId: Type.Union([Type.String(), Type.Null()]),
  /** Every reply the team sent by mail, oldest first. */
  replies: Type.Array(
    Type.Object({ text: Type.String(), at: Type.String({ format: 'date-time' }), by: Type.String() }),
  ),
  version: Type.Integer(),
});
export type OfficeContactMessage = Static<typeof OfficeContactMessageSchema>;

export const OfficeContactListSchema = Type.Object({
  items: Type.Array(OfficeContactMessageSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeContactList = Static<typeof OfficeContactListSchema>;

export const ContactReplyBodySchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    reply: LinesTextSchema({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ContactReplyBody = Static<typeof ContactReplyBodySchema>;

export const VersionBodySchema = Type.Object(
  { version: Type.Integer({ minimum: 1 }), note: Type.Optional(LinesTextSchema({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type VersionBody = Static<typeof VersionBodySchema>;

export const OfficeBuyerSchema = Type.Object({
  ...BuyerSchema.properties,
  approval: Type.Enum(BUYER_APPROVALS),
  language: Type.String(),
  /** ΑΦΜ (9 digits) or null when the buyer has not given it yet. */
  vatNumber: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OfficeBuyer = Static<typeof OfficeBuyerSchema>;

export const OfficeBuyerListSchema = Type.Object({
  items: Type.Array(OfficeBuyerSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeBuyerList = Static<typeof OfficeBuyerListSchema>;

/** Counts per open status of each list, for the inbox (every open status present, 0 when none). */
export const OfficeInboxSchema = Type.Object({
  orders: Type.Record(Type.String(), Type.Integer()),
  customRequests: Type.Record(Type.String(), Type.Integer()),
  samples: Type.Record(Type.String(), Type.Integer()),
  contactMessages: Type.Record(Type.String(), Type.Integer()),
  buyers: Type.Record(Type.String(), Type.Integer()),
  /** Published products with a low size (`GET /api/office/stock/low`), back-ordered ones included. */
  lowStock: Type.Integer({ minimum: 0 }),
});
export type OfficeInbox = Static<typeof OfficeInboxSchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  staff: Type.Object({ id: Type.String(), name: Type.String() }),
  action: Type.String(),
  subject: Type.Object({ kind: Type.String(), ref: Type.String() }),
  detail: Type.Record(Type.String(), Type.Unknown()),
  at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditListSchema = Type.Object({
  items: Type.Array(AuditEntrySchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type AuditList = Static<typeof AuditListSchema>;

export const AuditListQuerySchema = Type.Object(
  { cursor: Cursor, limit: ListLimit },
  { additionalProperties: false },
);

export const OfficeReferenceParamsSchema = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40 }),
});
export const OfficeIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
