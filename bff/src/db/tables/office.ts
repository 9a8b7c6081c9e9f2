import type { RequestKind } from '@shop/contracts';
/**
 * Tables of the shop team's side (migration 005): staff and their sessions, the history of every request,
 * quotes, message threads and the audit log. Same conventions as the other tables.
 */
export interface OfficeTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_password_tokens: StaffPasswordTokensTable;
  request_history: RequestHistoryTable;
  quotes: QuotesTable;
  request_messages: RequestMessagesTable;
  staff_audit_log: StaffAuditLogTable;
  office_status_counts: OfficeStatusCountsTable;
}

/** Rows of each office list in each status, kept by migration 022's triggers (the inbox reads them). */
export interface OfficeStatusCountsTable {
  /** The inbox's name of the list: orders, customRequests, samples, contactMessages, buyers. */
  list: string;
  /** A status of the list's rows (a buyer's approval for buyers). */
  status: string;
  n: number;
}

export interface StaffTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  name: string;
  password_hash: string | null;
  /** Base32 TOTP secret in force (trusted once totp_enabled_at is set). */
  totp_secret: string | null;
  /** A new authenticator's secret, shown to the member and trusted only once they confirm it with a code. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The time step of the last TOTP code accepted; a code at or before it is refused. */
  totp_last_step: number | null;
  /** JSON array of SHA-256 hashes of unused recovery codes. */
  recovery_codes: string;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionsTable {
  id: string;
  token_hash: string;
  staff_id: string;
  /** 1 once the second factor was given, or when none is enrolled nor required. */
  verified: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffPasswordTokensTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What a history row or a message belongs to: a request of the loop (contracts' RequestKind) or a sample. */
export type HistoryKind = RequestKind | 'sample';

export interface RequestHistoryTable {
  request_id: string;
  position: number;
  kind: string;
  /** `submit` or an action of the transition table. */
  action: string;
  from_status: string | null;
  to_status: string;
  /** `buyer` | `staff`. */
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  note: string;
  created_at: string;
}

export interface QuotesTable {
  request_id: string;
  version: number;
  kind: string;
  /** JSON of a QuoteDocument. */
  document: string;
  valid_until: string;
  created_by: string;
  created_by_name: string;
  created_at: string;
}

export interface RequestMessagesTable {
  id: string;
  request_id: string;
  kind: string;
  author_kind: string;
  author_id: string;
  author_name: string;
  body: string;
  /** JSON array of upload ids. */
  attachments: string;
  created_at: string;
}

export interface StaffAuditLogTable {
  id: string;
  staff_id: string;
  staff_name: string;
  action: string;
  subject_kind: string;
  subject_ref: string;
  /** JSON object. */
  detail: string;
  created_at: string;
}
