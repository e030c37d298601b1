import type { Kysely } from 'kysely';
import { UPLOADS_PATH } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';

const PREFIX = `${UPLOADS_PATH}/`;

/** Which of these upload URLs this user uploaded (the uploads table records each file's owner). */
export async function ownedUploads(
  db: Kysely<Database>,
  userId: string,
  urls: readonly string[],
): Promise<Set<string>> {
  const names = [
    ...new Set(urls.filter((url) => url.startsWith(PREFIX)).map((url) => url.slice(PREFIX.length))),
  ];
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('stored_name')
    .where('user_id', '=', userId)
    .where('stored_name', 'in', names)
    .execute();
  return new Set(rows.map((row) => `${PREFIX}${row.stored_name}`));
}

/** What the uploads table records of a stored file (its original name, type and size); null for none. */
export async function findStoredUpload(db: Kysely<Database>, storedName: string) {
  const row = await db
    .selectFrom('uploads')
    .select(['mime', 'size', 'file_name'])
    .where('stored_name', '=', storedName)
    .executeTakeFirst();
  return row ?? null;
}
