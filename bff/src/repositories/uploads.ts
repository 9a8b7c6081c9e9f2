import type { Upload, UploadContentType, UploadRef } from '@shop/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UploadsTable } from '../db/tables/commerce.ts';

export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Kysely<Database>, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/** Any upload by id (staff may read every buyer's files). */
export function findUpload(db: Kysely<Database>, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An upload, only when it belongs to `ownerId`: others' files are as good as missing. */
export async function findOwnedUpload(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** Which of `ids` are uploads of `ownerId` (others' files are as good as missing). */
export async function ownedUploadIds(
  db: Kysely<Database>,
  ownerId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .execute();
  return rows.map((row) => row.id);
}

/** Display references of uploads by id (for resources that point at them). */
export async function uploadRefs(
  db: Kysely<Database>,
  ids: readonly (string | null)[],
): Promise<Map<string, UploadRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'original_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.original_name }]));
}

export async function deleteUploads(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('uploads')
    .where('id', 'in', [...ids])
    .execute();
}

export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    name: row.original_name,
    contentType: row.content_type as UploadContentType,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}
