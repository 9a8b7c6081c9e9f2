import {
  type FieldErrorCode,
  nextRequestStatus,
  type OrderStatus,
  type QuoteDraft,
  quoteStillValid,
  type RequestActionBody,
  type RequestKind,
  requestNoteRequired,
  shopToday,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields, notFound } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { forgetCatalogue } from '../../repositories/products.ts';
import { latestQuote } from '../../repositories/quotes.ts';
import { appendHistory } from '../../repositories/request-history.ts';
import {
  type Actor,
  findLoopRow,
  type LoopRow,
  type LoopRowChanges,
  moveLoopRow,
} from '../../repositories/request-rows.ts';
import { appendAudit } from '../office/audit.ts';
import { releaseForOrder, reserveForOrder, takeOutForOrder } from '../stock/reservations.ts';
import { queueStepMail } from './loop-mails.ts';
import type { LoopSettings } from './loop-settings.ts';
import { postMessage } from './messages.ts';
import { insertQuote, quotableLines, quoteDocument } from './quotes.ts';

/** 409 `stale_order`: the request moved on since the actor saw it; the answer says how it is now. */
export class StaleRequestError extends ApiHttpError {
  readonly current: { status: OrderStatus; version: number };
  constructor(current: { status: OrderStatus; version: number }) {
    super(
      409,
      'stale_order',
      'This request changed since you opened it. Here is how it is now; please check and try again.',
    );
    this.current = current;
  }
}

export interface Applied {
  row: LoopRow;
  from: OrderStatus;
  to: OrderStatus;
  action: RequestActionBody['action'] | 'send_quote';
  by: 'buyer' | 'staff';
  note: string;
  quoteVersion?: number;
}

/**
 * The 409 for a change another one got to first, with the request as it is now: read again, as the row read
 * at the start of this transaction may predate that change (PostgreSQL: each statement sees the latest commit).
 */
async function staleNow(trx: Kysely<Database>, kind: RequestKind, row: LoopRow): Promise<StaleRequestError> {
  const now = await findLoopRow(trx, kind, row.reference);
  return new StaleRequestError({ status: now?.status ?? row.status, version: now?.version ?? row.version });
}

/** Moves the request's row to `to` from the version the actor saw, or fails with 409 when another got there first. */
async function moveRow(
  trx: Kysely<Database>,
  kind: RequestKind,
  row: LoopRow,
  to: OrderStatus,
  extra: LoopRowChanges,
): Promise<LoopRow> {
  const updatedAt = nowIso();
  if (!(await moveLoopRow(trx, kind, row, to, { ...extra, updated_at: updatedAt }))) {
    throw await staleNow(trx, kind, row);
  }
  return { ...row, ...extra, status: to, version: row.version + 1, updated_at: updatedAt };
}

function refuse(row: LoopRow, action: string): ApiHttpError {
  return new ApiHttpError(
    409,
    'transition_not_allowed',
    `A request that is ${row.status.replace('_', ' ')} cannot take the action ${action.replace('_', ' ')}.`,
  );
}

async function lockedRow(
  trx: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  version: number,
  buyerId: string | undefined,
): Promise<LoopRow> {
  const row = await findLoopRow(trx, kind, reference, buyerId);
  if (!row) throw notFound('No request with this reference.');
  if (row.version !== version) throw new StaleRequestError({ status: row.status, version: row.version });
  return row;
}

/**
 * One step of the transition table by a buyer (only on their own requests: `buyerId`) or by staff. Checks, in
 * order: the request exists (404), the version (409 stale_order), the table (409 transition_not_allowed), the
 * step's own fields (400), then moves the row, records the change (history; audit for staff) and queues the
 * step's mail, all in one transaction.
 */
export async function applyRequestAction(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  actor: Actor,
  body: RequestActionBody,
): Promise<Applied> {
  const applied = await db.transaction().execute(async (trx) => {
    const buyerId = actor.kind === 'buyer' ? actor.id : undefined;
    const row = await lockedRow(trx, kind, reference, body.version, buyerId);
    const to = nextRequestStatus(row.status, body.action, actor.kind);
    if (!to) throw refuse(row, body.action);
    // Staff may quote, but a quote is a document of its own: it is sent through …/quotes.
    if (body.action === 'send_quote')
      throw new ApiHttpError(400, 'bad_request', 'Send a quote with POST …/quotes.');
    const note = body.note?.trim() ?? '';
    const fields: Record<string, FieldErrorCode> = {};
    if (requestNoteRequired(row.status, body.action, actor.kind) && !note) fields.note = 'required';

    const extra: LoopRowChanges = {};
    if (body.action === 'accept_quote') {
      const latest = await latestQuote(trx, row.id);
      if (body.quoteVersion === undefined) fields.quoteVersion = 'required';
      if (body.deliveryOption === undefined) fields.deliveryOption = 'required';
      if (Object.keys(fields).length > 0) throw invalidFields(fields);
      // A newer quote than the one accepted: staff re-quoted, and their change may have landed after `row` was
      // read (the quote and the row's new version commit together).
      if (!latest || latest.version !== body.quoteVersion) throw await staleNow(trx, kind, row);
      if (!quoteStillValid(latest.valid_until, shopToday())) {
        throw new ApiHttpError(
          409,
          'quote_expired',
          'This quote is past its validity date; ask us for a new one.',
        );
      }
      const options = (JSON.parse(latest.document) as { deliveryOptions: unknown[] }).deliveryOptions.length;
      if ((body.deliveryOption ?? 0) >= options) throw invalidFields({ deliveryOption: 'out_of_range' });
      extra.accepted_quote_version = latest.version;
      extra.accepted_delivery_option = body.deliveryOption ?? 0;
    }
    if (body.action === 'mark_shipped') {
      if (!body.carrier) fields.carrier = 'required';
      if (!body.trackingNumber) fields.trackingNumber = 'required';
      extra.carrier = body.carrier?.trim() ?? null;
      extra.tracking_number = body.trackingNumber?.trim() ?? null;
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);

    // Stock (issue 49): an accepted order reserves its pieces (or fails with nothing reserved), a cancelled one
    // gives back what it held, a shipped one takes them out. Custom-made pieces are made for the buyer.
    if (kind === 'order') {
      if (body.action === 'accept_quote') await reserveForOrder(trx, row.id, nowIso());
      else if (to === 'cancelled') await releaseForOrder(trx, row.id);
      else if (body.action === 'mark_shipped') await takeOutForOrder(trx, row.id);
    }
    const moved = await moveRow(trx, kind, row, to, extra);
    // The buyer's words about what to change are a message to the team: they go in the request's thread,
    // where both sides read and answer them; the history says that changes were asked for.
    const toThread = body.action === 'request_changes' && note !== '';
    if (toThread) await postMessage(trx, { id: row.id, kind, buyerId: row.buyer_id }, actor, note, []);
    await appendHistory(trx, {
      requestId: row.id,
      kind,
      action: body.action,
      from: row.status,
      to,
      actor,
      note: toThread
        ? ''
        : body.action === 'mark_shipped'
          ? [`${extra.carrier} ${extra.tracking_number}`, note].filter(Boolean).join(' — ')
          : note,
    });
    if (actor.kind === 'staff') {
      await appendAudit(
        trx,
        actor,
        body.action,
        { kind, ref: row.reference },
        { from: row.status, to, note },
      );
    }
    const applied: Applied = { row: moved, from: row.status, to, action: body.action, by: actor.kind, note };
    if (extra.accepted_quote_version) applied.quoteVersion = extra.accepted_quote_version;
    await queueStepMail(trx, settings, kind, applied);
    return applied;
  });
  // Reserving, releasing or taking out pieces may move a product in or out of "in stock now": this process's
  // catalogue answers are computed afresh (decision 0040).
  if (kind === 'order' && movesStock(applied)) forgetCatalogue(db);
  return applied;
}

const movesStock = (applied: Applied): boolean =>
  applied.action === 'accept_quote' || applied.action === 'mark_shipped' || applied.to === 'cancelled';

/** Staff send a new quote version: the request becomes (or stays) `quoted`; the buyer is mailed it. */
export async function sendQuote(
  db: Kysely<Database>,
  settings: LoopSettings,
  kind: RequestKind,
  reference: string,
  staff: Actor,
  draft: QuoteDraft,
): Promise<Applied> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedRow(trx, kind, reference, draft.version, undefined);
    const to = nextRequestStatus(row.status, 'send_quote', 'staff');
    if (!to) throw refuse(row, 'send_quote');
    const lines = await quotableLines(trx, kind, row.id);
    const quote = quoteDocument(draft, lines, {
      vatRateBasisPoints: settings.vatRateBasisPoints,
      today: shopToday(),
    });
    const moved = await moveRow(trx, kind, row, to, {});
    const quoteVersion = await insertQuote(trx, kind, row.id, quote, staff);
    // The history holds no text of the server's: its reader sees "Quote version N" in their own language
    // (readHistory numbers the quotes sent).
    await appendHistory(trx, {
      requestId: row.id,
      kind,
      action: 'send_quote',
      from: row.status,
      to,
      actor: staff,
    });
    await appendAudit(
      trx,
      staff,
      'send_quote',
      { kind, ref: row.reference },
      { quoteVersion, from: row.status },
    );
    const applied: Applied = {
      row: moved,
      from: row.status,
      to,
      action: 'send_quote',
      by: 'staff',
      note: '',
      quoteVersion,
    };
    await queueStepMail(trx, settings, kind, applied);
    return applied;
  });
}
