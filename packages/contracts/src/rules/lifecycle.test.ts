import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../constants.ts';
import {
  ACTORS,
  type Actor,
  nextRequestStatus,
  nextSampleStatus,
  quoteStillValid,
  REQUEST_ACTIONS,
  REQUEST_TRANSITIONS,
  type RequestAction,
  requestActions,
  requestNoteRequired,
  SAMPLE_ACTIONS,
  SAMPLE_STATUSES,
  SAMPLE_TRANSITIONS,
  type SampleAction,
  type SampleStatus,
  sampleActions,
  sampleNoteRequired,
} from './lifecycle.ts';
import { addDays, DEFAULT_QUOTE_VALIDITY_DAYS } from './quote-totals.ts';

/**
 * The spec, written out by hand, one row per allowed (status, action, actor); everything not listed here
 * must be refused. Deliberately not derived from REQUEST_TRANSITIONS.
 */
interface AllowedRequestMove {
  from: OrderStatus;
  action: RequestAction;
  by: Actor;
  to: OrderStatus;
  note: boolean;
}

const ALLOWED_REQUEST_MOVES: readonly AllowedRequestMove[] = [
  { from: 'submitted', action: 'send_quote', by: 'staff', to: 'quoted', note: false },
  { from: 'quoted', action: 'send_quote', by: 'staff', to: 'quoted', note: false },
  { from: 'changes_requested', action: 'send_quote', by: 'staff', to: 'quoted', note: false },

  { from: 'quoted', action: 'accept_quote', by: 'buyer', to: 'confirmed', note: false },
  { from: 'quoted', action: 'request_changes', by: 'buyer', to: 'changes_requested', note: true },
  { from: 'quoted', action: 'decline_quote', by: 'buyer', to: 'cancelled', note: false },

  { from: 'submitted', action: 'cancel', by: 'staff', to: 'cancelled', note: true },
  { from: 'quoted', action: 'cancel', by: 'staff', to: 'cancelled', note: true },
  { from: 'changes_requested', action: 'cancel', by: 'staff', to: 'cancelled', note: true },
  { from: 'confirmed', action: 'cancel', by: 'staff', to: 'cancelled', note: true },
  { from: 'processing', action: 'cancel', by: 'staff', to: 'cancelled', note: true },
  { from: 'submitted', action: 'cancel', by: 'buyer', to: 'cancelled', note: false },
  { from: 'quoted', action: 'cancel', by: 'buyer', to: 'cancelled', note: false },
  { from: 'changes_requested', action: 'cancel', by: 'buyer', to: 'cancelled', note: false },

  { from: 'confirmed', action: 'start_processing', by: 'staff', to: 'processing', note: false },
  { from: 'processing', action: 'mark_shipped', by: 'staff', to: 'shipped', note: false },
  { from: 'shipped', action: 'mark_delivered', by: 'staff', to: 'delivered', note: false },
];

function expectedRequestMove(
  status: OrderStatus,
  action: RequestAction,
  actor: Actor,
): AllowedRequestMove | undefined {
  return ALLOWED_REQUEST_MOVES.find((m) => m.from === status && m.action === action && m.by === actor);
}

const REQUEST_CASES = ORDER_STATUSES.flatMap((status) =>
  REQUEST_ACTIONS.flatMap((action) =>
    ACTORS.map((actor) => {
      const move = expectedRequestMove(status, action, actor);
      return { status, action, actor, to: move?.to ?? null, note: move?.note ?? false };
    }),
  ),
);

describe('the request lifecycle (order requests and custom-made requests)', () => {
  it('covers every status × action × actor combination', () => {
    expect(ORDER_STATUSES).toHaveLength(8);
    expect(REQUEST_ACTIONS).toHaveLength(8);
    expect(ACTORS).toEqual(['buyer', 'staff']);
    expect(REQUEST_CASES).toHaveLength(8 * 8 * 2);
    expect(REQUEST_CASES.filter((c) => c.to !== null)).toHaveLength(ALLOWED_REQUEST_MOVES.length);
  });

  it.each(REQUEST_CASES)('$status --$action by $actor--> $to', ({ status, action, actor, to }) => {
    expect(nextRequestStatus(status, action, actor)).toBe(to);
  });

  it.each(REQUEST_CASES)(
    '$status --$action by $actor--> note required: $note',
    ({ status, action, actor, note }) => {
      expect(requestNoteRequired(status, action, actor)).toBe(note);
    },
  );

  it.each(ORDER_STATUSES.flatMap((status) => ACTORS.map((actor) => ({ status, actor }))))(
    'offers $actor on $status exactly the allowed actions',
    ({ status, actor }) => {
      const expected = REQUEST_ACTIONS.filter((action) => expectedRequestMove(status, action, actor));
      expect(requestActions(status, actor)).toEqual(expected);
    },
  );

  it('offers the actions spelled out in the spec', () => {
    expect(requestActions('submitted', 'staff')).toEqual(['send_quote', 'cancel']);
    expect(requestActions('submitted', 'buyer')).toEqual(['cancel']);
    expect(requestActions('quoted', 'staff')).toEqual(['send_quote', 'cancel']);
    expect(requestActions('quoted', 'buyer')).toEqual([
      'accept_quote',
      'request_changes',
      'decline_quote',
      'cancel',
    ]);
    expect(requestActions('changes_requested', 'staff')).toEqual(['send_quote', 'cancel']);
    expect(requestActions('changes_requested', 'buyer')).toEqual(['cancel']);
    expect(requestActions('confirmed', 'staff')).toEqual(['cancel', 'start_processing']);
    expect(requestActions('confirmed', 'buyer')).toEqual([]);
    expect(requestActions('processing', 'staff')).toEqual(['cancel', 'mark_shipped']);
    expect(requestActions('processing', 'buyer')).toEqual([]);
    expect(requestActions('shipped', 'staff')).toEqual(['mark_delivered']);
    expect(requestActions('shipped', 'buyer')).toEqual([]);
  });

  it('lets nothing leave delivered or cancelled', () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      for (const actor of ACTORS) {
        expect(requestActions(status, actor)).toEqual([]);
        for (const action of REQUEST_ACTIONS) {
          expect(nextRequestStatus(status, action, actor)).toBeNull();
          expect(requestNoteRequired(status, action, actor)).toBe(false);
        }
      }
    }
  });

  it('never lets the buyer confirm, process or ship, nor staff accept a quote for the buyer', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ['send_quote', 'start_processing', 'mark_shipped', 'mark_delivered'] as const) {
        expect(nextRequestStatus(status, action, 'buyer')).toBeNull();
      }
      for (const action of ['accept_quote', 'request_changes', 'decline_quote'] as const) {
        expect(nextRequestStatus(status, action, 'staff')).toBeNull();
      }
    }
  });

  it('lists each allowed action once and only actions that lead somewhere', () => {
    for (const status of ORDER_STATUSES) {
      for (const actor of ACTORS) {
        const actions = requestActions(status, actor);
        expect(new Set(actions).size).toBe(actions.length);
        for (const action of actions) expect(nextRequestStatus(status, action, actor)).not.toBeNull();
      }
    }
  });

  it('is deterministic: no two transitions for the same action and actor share a source status', () => {
    const seen = new Set<string>();
    for (const t of REQUEST_TRANSITIONS) {
      for (const from of t.from) {
        const key = `${from}/${t.action}/${t.by}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('walks the happy path and the change loop', () => {
    const walk = (steps: [RequestAction, Actor][]): OrderStatus | null =>
      steps.reduce<OrderStatus | null>(
        (status, [action, actor]) => (status === null ? null : nextRequestStatus(status, action, actor)),
        'submitted',
      );
    expect(
      walk([
        ['send_quote', 'staff'],
        ['accept_quote', 'buyer'],
        ['start_processing', 'staff'],
        ['mark_shipped', 'staff'],
        ['mark_delivered', 'staff'],
      ]),
    ).toBe('delivered');
    expect(
      walk([
        ['send_quote', 'staff'],
        ['request_changes', 'buyer'],
        ['send_quote', 'staff'],
        ['send_quote', 'staff'],
        ['accept_quote', 'buyer'],
      ]),
    ).toBe('confirmed');
    expect(walk([['accept_quote', 'buyer']])).toBeNull();
    expect(
      walk([
        ['send_quote', 'staff'],
        ['accept_quote', 'buyer'],
        ['cancel', 'buyer'],
      ]),
    ).toBeNull();
  });

  it('can reach delivered or cancelled from every status', () => {
    for (const start of ORDER_STATUSES) {
      const reached = new Set<OrderStatus>([start]);
      const queue: OrderStatus[] = [start];
      for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
        for (const actor of ACTORS) {
          for (const action of requestActions(status, actor)) {
            const next = nextRequestStatus(status, action, actor)!;
            if (!reached.has(next)) {
              reached.add(next);
              queue.push(next);
            }
          }
        }
      }
      expect(reached.has('delivered') || reached.has('cancelled'), start).toBe(true);
    }
  });

  it('gets stuck only in delivered or cancelled, whatever allowed actions are taken', () => {
    const terminal = new Set<OrderStatus>(['delivered', 'cancelled']);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (choices) => {
        let status: OrderStatus = 'submitted';
        for (const choice of choices) {
          const moves = ACTORS.flatMap((actor) =>
            requestActions(status, actor).map((action) => ({ action, actor })),
          );
          if (moves.length === 0) {
            expect(terminal.has(status)).toBe(true);
            return;
          }
          const move = moves[choice % moves.length]!;
          const next = nextRequestStatus(status, move.action, move.actor);
          expect(next).not.toBeNull();
          status = next!;
        }
      }),
    );
  });
});

interface AllowedSampleMove {
  from: SampleStatus;
  action: SampleAction;
  to: SampleStatus;
  note: boolean;
}

const ALLOWED_SAMPLE_MOVES: readonly AllowedSampleMove[] = [
  { from: 'requested', action: 'approve', to: 'approved', note: false },
  { from: 'requested', action: 'decline', to: 'declined', note: true },
  { from: 'approved', action: 'mark_shipped', to: 'shipped', note: false },
];

const SAMPLE_CASES = SAMPLE_STATUSES.flatMap((status) =>
  SAMPLE_ACTIONS.map((action) => {
    const move = ALLOWED_SAMPLE_MOVES.find((m) => m.from === status && m.action === action);
    return { status, action, to: move?.to ?? null, note: move?.note ?? false };
  }),
);

describe('the sample lifecycle', () => {
  it('covers every status × action combination', () => {
    expect(SAMPLE_STATUSES).toEqual(['requested', 'approved', 'declined', 'shipped']);
    expect(SAMPLE_ACTIONS).toEqual(['approve', 'decline', 'mark_shipped']);
    expect(SAMPLE_CASES).toHaveLength(12);
  });

  it.each(SAMPLE_CASES)('$status --$action--> $to', ({ status, action, to }) => {
    expect(nextSampleStatus(status, action)).toBe(to);
  });

  it.each(SAMPLE_CASES)('$status --$action--> note required: $note', ({ status, action, note }) => {
    expect(sampleNoteRequired(status, action)).toBe(note);
  });

  it.each(SAMPLE_STATUSES)('offers on %s exactly the allowed actions', (status) => {
    const expected = SAMPLE_ACTIONS.filter((action) =>
      ALLOWED_SAMPLE_MOVES.some((m) => m.from === status && m.action === action),
    );
    expect(sampleActions(status)).toEqual(expected);
  });

  it('offers the actions spelled out in the spec', () => {
    expect(sampleActions('requested')).toEqual(['approve', 'decline']);
    expect(sampleActions('approved')).toEqual(['mark_shipped']);
    expect(sampleActions('declined')).toEqual([]);
    expect(sampleActions('shipped')).toEqual([]);
  });

  it('is handled by staff only', () => {
    for (const t of SAMPLE_TRANSITIONS) expect(t.by).toBe('staff');
  });
});

describe('quoteStillValid', () => {
  it.each([
    { validUntil: '2025-06-14', today: '2025-06-01', valid: true },
    { validUntil: '2025-06-14', today: '2025-06-13', valid: true },
    { validUntil: '2025-06-14', today: '2025-06-14', valid: true },
    { validUntil: '2025-06-14', today: '2025-06-15', valid: false },
    { validUntil: '2025-06-14', today: '2025-07-01', valid: false },
    { validUntil: '2025-01-31', today: '2025-02-01', valid: false },
    { validUntil: '2025-02-01', today: '2025-01-31', valid: true },
    { validUntil: '2024-12-31', today: '2025-01-01', valid: false },
    { validUntil: '2025-01-01', today: '2024-12-31', valid: true },
    { validUntil: '2024-02-29', today: '2024-02-29', valid: true },
    { validUntil: '2024-02-29', today: '2024-03-01', valid: false },
    { validUntil: '2025-10-09', today: '2025-09-10', valid: true },
    { validUntil: '2025-09-10', today: '2025-10-09', valid: false },
  ])('valid until $validUntil, today $today → $valid', ({ validUntil, today, valid }) => {
    expect(quoteStillValid(validUntil, today)).toBe(valid);
  });

  it('holds through the default validity period and not a day longer', () => {
    const sent = '2025-12-25';
    const validUntil = addDays(sent, DEFAULT_QUOTE_VALIDITY_DAYS);
    expect(validUntil).toBe('2026-01-08');
    expect(quoteStillValid(validUntil, sent)).toBe(true);
    expect(quoteStillValid(validUntil, '2026-01-08')).toBe(true);
    expect(quoteStillValid(validUntil, '2026-01-09')).toBe(false);
  });

  it('is valid exactly when today is on or before the validity day', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2199-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (today, offset) => {
        expect(quoteStillValid(addDays(today, offset), today)).toBe(offset >= 0);
      }),
    );
  });
});
