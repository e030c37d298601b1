import type { Kysely } from 'kysely';
import type { ContentDiff, ContentFile, ContentRevision } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { diffItems } from './items';
import { contentOf, revisionById, toRevision } from './repository';
import { refusals } from './refusals';

/** A file's revisions, newest first: published ones by when they were published, the others by their last save. */
export async function fileHistory(
  db: Kysely<Database>,
  site: string,
  file: ContentFile,
  page: number,
  pageSize: number,
): Promise<{ revisions: ContentRevision[]; total: number; page: number; pageSize: number }> {
  const where = db.selectFrom('content_revisions').where('site', '=', site).where('file', '=', file);
  const total = await where.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await where
    .selectAll()
    .orderBy((eb) => eb.fn.coalesce('published_at', 'updated_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { revisions: rows.map(toRevision), total: Number(total?.count ?? 0), page, pageSize };
}

/** The items that differ between two revisions of one file. */
export async function revisionDiff(db: Kysely<Database>, from: number, to: number): Promise<ContentDiff> {
  const [before, after] = await Promise.all([revisionById(db, from), revisionById(db, to)]);
  if (!before) throw refusals.noSuchRevision(from);
  if (!after) throw refusals.noSuchRevision(to);
  if (before.site !== after.site || before.file !== after.file) throw refusals.otherFile(to);
  return { from, to, items: diffItems(before.file as ContentFile, contentOf(before), contentOf(after)) };
}
