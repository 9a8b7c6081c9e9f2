import { type Kysely, sql } from 'kysely';
import { searchKey } from '../lib/search-key.ts';

/**
 * The shop team's side of the order loop: staff accounts and their sessions, buyer approval, versioned
 * requests with one history table for every change (orders, custom-made requests and samples), versioned
 * quotes, message threads, contact-message statuses and the staff audit log. Portable DDL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // Null until the member sets one through the mailed link.
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    // The time step of the last code accepted: a code is good once (RFC 6238 §5.2).
    .addColumn('totp_last_step', 'integer')
    // JSON array of SHA-256 hashes of the unused recovery codes.
    .addColumn('recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    // 0 until the second factor is given (when one is enrolled or required).
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    // Idle expiry: last_seen_at + 8 hours, moved on as the member works.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_password_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .alterTable('buyers')
    .addColumn('approval', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema
    .alterTable('buyers')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  // The business name as the office searches it (lib/search-key.ts), kept by the code that writes the name.
  await db.schema
    .alterTable('buyers')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const named = await sql<{
    id: string;
    business_name: string;
  }>`select id, business_name from buyers`.execute(db);
  for (const buyer of named.rows) {
    await sql`update buyers set search_name = ${searchKey(buyer.business_name)} where id = ${buyer.id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('buyers_approval_created_idx')
    .on('buyers')
    .columns(['approval', 'created_at'])
    .execute();

  for (const table of ['order_requests', 'custom_requests'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('accepted_quote_version', 'integer').execute();
    await db.schema.alterTable(table).addColumn('accepted_delivery_option', 'integer').execute();
    await db.schema.alterTable(table).addColumn('carrier', 'text').execute();
    await db.schema.alterTable(table).addColumn('tracking_number', 'text').execute();
    // The office's lists: newest first, by status, keyset-paginated on (created_at, id).
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex(`${table}_status_created_idx`)
      .on(table)
      .columns(['status', 'created_at', 'id'])
      .execute();
  }

  await db.schema
    .alterTable('sample_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .execute();
  await db.schema
    .alterTable('sample_requests')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('sample_requests').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('sample_requests').addColumn('tracking_number', 'text').execute();
  await db.schema.alterTable('sample_requests').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('sample_requests_created_idx')
    .on('sample_requests')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sample_requests_status_created_idx')
    .on('sample_requests')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  // JSON array of every reply sent ({ text, at, by }), oldest first.
  await db.schema
    .alterTable('contact_messages')
    .addColumn('replies', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // Sender's name and company as the office searches them (lib/search-key.ts).
  await db.schema
    .alterTable('contact_messages')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('search_company', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const senders = await sql<{ id: string; name: string; company_name: string | null }>`
    select id, name, company_name from contact_messages`.execute(db);
  for (const sender of senders.rows) {
    await sql`update contact_messages set search_name = ${searchKey(sender.name)},
      search_company = ${searchKey(sender.company_name ?? '')} where id = ${sender.id}`.execute(db);
  }
  await db.schema
    .alterTable('contact_messages')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_messages_status_created_idx')
    .on('contact_messages')
    .columns(['status', 'created_at', 'id'])
    .execute();

  // Every change of an order request, custom-made request or sample: who, when, from, to, why.
  await db.schema
    .createTable('request_history')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_history_pk', ['request_id', 'position'])
    .execute();
  await sql`
    insert into request_history (request_id, position, kind, action, from_status, to_status, actor_kind, actor_id, actor_name, note, created_at)
    select h.order_id, h.position, 'order', 'submit', null, h.status, 'buyer', o.buyer_id, '', '', h.created_at
    from order_request_status_history h join order_requests o on o.id = h.order_id
  `.execute(db);
  await sql`
    insert into request_history (request_id, position, kind, action, from_status, to_status, actor_kind, actor_id, actor_name, note, created_at)
    select id, 1, 'custom', 'submit', null, status, 'buyer', buyer_id, '', '', created_at from custom_requests
  `.execute(db);
  await sql`
    insert into request_history (request_id, position, kind, action, from_status, to_status, actor_kind, actor_id, actor_name, note, created_at)
    select id, 1, 'sample', 'submit', null, 'requested', 'buyer', buyer_id, '', '', created_at from sample_requests
  `.execute(db);
  await db.schema.dropTable('order_request_status_history').execute();

  await db.schema
    .createTable('quotes')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON of the quote as sent: lines, extras, delivery options, VAT rate, note (QuoteDocument).
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotes_pk', ['request_id', 'version'])
    .execute();

  await db.schema
    .createTable('request_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // JSON array of upload ids.
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('request_messages_request_idx')
    .on('request_messages')
    .columns(['request_id', 'created_at'])
    .execute();

  // Append-only: the code has no update or delete of it.
  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_ref', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_log_created_idx')
    .on('staff_audit_log')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'staff_audit_log',
    'request_messages',
    'quotes',
    'staff_password_tokens',
    'staff_sessions',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
