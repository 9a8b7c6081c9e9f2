import { type Static, Type } from 'typebox';
import { LANGUAGES, ORDER_STATUSES } from '../constants.ts';
import { ACTORS, REQUEST_ACTIONS } from '../rules/lifecycle.ts';
import { LinesTextSchema, LineTextSchema } from './text.ts';
import { UploadRefSchema } from './uploads.ts';

const Cents = (max = 100_000_000) => Type.Integer({ minimum: 0, maximum: max });
const Day = Type.String({ format: 'date' });

/**
 * `POST /api/office/{orders|custom-requests}/:reference/quotes`: a new quote version. Every line of the
 * request is priced once (`position` as in the request); totals are not sent, they are computed
 * (`quoteTotals`).
 */
export const QuoteDraftSchema = Type.Object(
  {
    /** The request's version this quote was prepared against (409 `stale_order` if it moved on). */
    version: Type.Integer({ minimum: 1 }),
    lines: Type.Array(
      Type.Object(
        {
          position: Type.Integer({ minimum: 1, maximum: 1000 }),
          /** Prefilled from the order's price snapshot; entered by staff for custom-made lines. */
          unitPriceCents: Cents(10_000_000),
          /** A percentage off the line in basis points: 1 250 = 12.5 %, at most 10 000 (100 %). */
          discountBasisPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
          /** Or a fixed amount off, at most the line's total. */
          discountCents: Type.Optional(Cents()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
    /** Extra lines: brand labels, a sample fee, … */
    extras: Type.Optional(
      Type.Array(
        Type.Object(
          {
            label: LineTextSchema({ minLength: 1, maxLength: 200 }),
            amountCents: Cents(10_000_000),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    deliveryOptions: Type.Array(
      Type.Object(
        {
          label: LineTextSchema({ minLength: 1, maxLength: 100 }),
          costCents: Cents(10_000_000),
          leadTimeDays: Type.Integer({ minimum: 1, maximum: 365 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 5 },
    ),
    /** Default: the shop's VAT rate setting (24 %). */
    vatRateBasisPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    /** Default: 14 days from today; never in the past. */
    validUntil: Type.Optional(Day),
    note: Type.Optional(LinesTextSchema({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type QuoteDraft = Static<typeof QuoteDraftSchema>;

/**
 * `POST /api/office/{orders|custom-requests}/:reference/quote-preview`: the mail a draft would send, as the
 * buyer would read it (their language, the shared formatters), without sending or storing anything.
 */
export const QuoteMailPreviewSchema = Type.Object({
  language: Type.Enum(LANGUAGES),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
});
export type QuoteMailPreview = Static<typeof QuoteMailPreviewSchema>;

export const QuoteLineSchema = Type.Object({
  position: Type.Integer(),
  /** The product's name (in the reader's language) or the custom-made line's type and fabric. */
  description: Type.String(),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  discountBasisPoints: Type.Union([Type.Integer(), Type.Null()]),
  discountCents: Type.Union([Type.Integer(), Type.Null()]),
  grossCents: Type.Integer(),
  /** What the discount took off, whichever its kind. */
  discountTotalCents: Type.Integer(),
  netCents: Type.Integer(),
});
export type QuoteLine = Static<typeof QuoteLineSchema>;

export const QuoteDeliveryOptionSchema = Type.Object({
  /** 0-based: what the buyer sends to accept this option. */
  index: Type.Integer(),
  label: Type.String(),
  costCents: Type.Integer(),
  leadTimeDays: Type.Integer(),
  netCents: Type.Integer(),
  vatCents: Type.Integer(),
  grossCents: Type.Integer(),
});
export type QuoteDeliveryOption = Static<typeof QuoteDeliveryOptionSchema>;

/** A quote version as sent, with its totals. */
export const QuoteSchema = Type.Object({
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
  lines: Type.Array(QuoteLineSchema),
  extras: Type.Array(Type.Object({ label: Type.String(), amountCents: Type.Integer() })),
  extrasCents: Type.Integer(),
  goodsNetCents: Type.Integer(),
  deliveryOptions: Type.Array(QuoteDeliveryOptionSchema),
  vatRateBasisPoints: Type.Integer(),
  validUntil: Day,
  note: Type.String(),
  /**
   * `current`: the one to answer; `changes_requested`: the latest, answered with a change request (a new
   * version follows); `superseded` by a later one; `accepted`.
   */
  state: Type.Union([
    Type.Literal('current'),
    Type.Literal('changes_requested'),
    Type.Literal('superseded'),
    Type.Literal('accepted'),
  ]),
});
export type Quote = Static<typeof QuoteSchema>;

/** One change of a request: who, when, from, to, why. */
export const RequestEventSchema = Type.Object({
  action: Type.Union([Type.Literal('submit'), Type.Enum(REQUEST_ACTIONS)]),
  from: Type.Union([Type.Enum(ORDER_STATUSES), Type.Null()]),
  status: Type.Enum(ORDER_STATUSES),
  by: Type.Object({ kind: Type.Enum(ACTORS), name: Type.String() }),
  /** What the actor wrote with the change (a reason); the server writes none of its own. */
  note: Type.String(),
  /** For `send_quote`: the version sent, which the reader sees as "Quote version N" in their language. */
  quoteVersion: Type.Optional(Type.Integer({ minimum: 1 })),
  at: Type.String({ format: 'date-time' }),
});
export type RequestEvent = Static<typeof RequestEventSchema>;

export const ThreadMessageSchema = Type.Object({
  id: Type.String(),
  author: Type.Object({ kind: Type.Enum(ACTORS), name: Type.String() }),
  body: Type.String(),
  attachments: Type.Array(UploadRefSchema),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ThreadMessage = Static<typeof ThreadMessageSchema>;

export const ThreadSchema = Type.Object({ messages: Type.Array(ThreadMessageSchema) });
export type Thread = Static<typeof ThreadSchema>;

/** `POST …/messages`: text and up to 5 files uploaded before through `POST /api/uploads`. */
export const NewMessageBodySchema = Type.Object(
  {
    body: LinesTextSchema({ minLength: 1, maxLength: 5000 }),
    attachmentIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 5 })),
  },
  { additionalProperties: false },
);
export type NewMessageBody = Static<typeof NewMessageBodySchema>;

/**
 * `POST …/actions`: one step of the transition table. `version` is the request's version the actor saw;
 * `note` is the reason or message (required where the table says so); accepting names the quote version
 * and the delivery option; shipping carries the carrier and tracking number.
 */
export const RequestActionBodySchema = Type.Object(
  {
    action: Type.Enum(REQUEST_ACTIONS),
    version: Type.Integer({ minimum: 1 }),
    note: Type.Optional(LinesTextSchema({ maxLength: 2000 })),
    quoteVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    deliveryOption: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
    carrier: Type.Optional(LineTextSchema({ minLength: 1, maxLength: 100 })),
    trackingNumber: Type.Optional(LineTextSchema({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type RequestActionBody = Static<typeof RequestActionBodySchema>;

/** What a request carries besides its own fields once the loop has started. */
export const RequestProgressSchema = Type.Object({
  version: Type.Integer(),
  /** Newest last; the buyer sees only quotes that were sent to them (all are). */
  quotes: Type.Array(QuoteSchema),
  acceptedDeliveryOption: Type.Union([Type.Integer(), Type.Null()]),
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  /** The actions the reader may take now (from the transition table). */
  actions: Type.Array(Type.Enum(REQUEST_ACTIONS)),
});
export type RequestProgress = Static<typeof RequestProgressSchema>;

/** 409 `stale_order`: the request moved on; `current` is how it is now. */
export const StaleRequestErrorSchema = Type.Object({
  error: Type.Object({ code: Type.Literal('stale_order'), message: Type.String() }),
  current: Type.Object({ status: Type.Enum(ORDER_STATUSES), version: Type.Integer() }),
});
export type StaleRequestError = Static<typeof StaleRequestErrorSchema>;
