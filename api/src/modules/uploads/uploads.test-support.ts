import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { UPLOADS_PATH } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';

/**
 * Records a file as uploaded by the user, without its bytes: what another module's tests need when they check
 * only who owns an upload (the sign-up does). Beside the uploads table's owner, so its shape changes in one place.
 */
export async function recordUpload(db: Kysely<Database>, userId: string, extension = 'png'): Promise<string> {
  const id = randomUUID();
  const storedName = `${id}.${extension}`;
  await db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      kind: 'image',
      file_name: `photo.${extension}`,
      stored_name: storedName,
      mime: 'image/png',
      size: 100,
      created_at: Date.now(),
    })
    .execute();
  return `${UPLOADS_PATH}/${storedName}`;
}
