import { randomUUID } from 'node:crypto';
import type { ThreadMessage } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HistoryKind } from '../../db/tables/office.ts';
import { invalidFields } from '../../lib/api-error.ts';
import { nowIso } from '../../lib/time.ts';
import { insertMessageRow, messageRows } from '../../repositories/request-messages.ts';
import type { Actor } from '../../repositories/request-rows.ts';
import { ownedUploadIds, uploadRefs } from '../../repositories/uploads.ts';

/** The thread of one request, oldest first. */
export async function readThread(db: Kysely<Database>, requestId: string): Promise<ThreadMessage[]> {
  const rows = await messageRows(db, requestId);
  const files = await uploadRefs(
    db,
    rows.flatMap((row) => JSON.parse(row.attachments) as string[]),
  );
  return rows.map((row) => ({
    id: row.id,
    author: { kind: row.author_kind as 'buyer' | 'staff', name: row.author_name },
    body: row.body,
    attachments: (JSON.parse(row.attachments) as string[]).flatMap((id) => {
      const ref = files.get(id);
      return ref ? [ref] : [];
    }),
    createdAt: row.created_at,
  }));
}

/**
 * A new message in a request's thread. Attachments are uploads the request's buyer made through the checked
 * upload route (`ownerId`): anything else is a 400 on `attachmentIds`, never someone else's file.
 */
export async function postMessage(
  db: Kysely<Database>,
  request: { id: string; kind: HistoryKind; buyerId: string },
  author: Actor,
  body: string,
  attachmentIds: readonly string[],
): Promise<ThreadMessage> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length > 0) {
    const owned = await ownedUploadIds(db, request.buyerId, ids);
    if (owned.length !== ids.length) throw invalidFields({ attachmentIds: 'invalid_value' });
  }
  const message = {
    id: randomUUID(),
    request_id: request.id,
    kind: request.kind,
    author_kind: author.kind,
    author_id: author.id,
    author_name: author.name,
    body: body.trim(),
    attachments: JSON.stringify(ids),
    created_at: nowIso(),
  };
  await insertMessageRow(db, message);
  const files = await uploadRefs(db, ids);
  return {
    id: message.id,
    author: { kind: author.kind, name: author.name },
    body: message.body,
    attachments: ids.flatMap((id) => {
      const ref = files.get(id);
      return ref ? [ref] : [];
    }),
    createdAt: message.created_at,
  };
}
