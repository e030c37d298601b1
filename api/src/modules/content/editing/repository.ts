import fs from 'node:fs';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContentChange, ContentFile, ContentRevision, ContentStatus } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { resolveContentPath } from '../file-host/content-path';
import type { ContentRevisionsTable } from '../tables';
import { contentPathOf } from './check-site-file';
import { itemValue } from './items';

export type RevisionRow = Selectable<ContentRevisionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export const OPEN_STATUSES = ['draft', 'in_review', 'scheduled'] as const;
/** Statuses of revisions that were published once: their count only grows, so it tells a process to reload. */
export const EVER_PUBLISHED = ['published', 'superseded'] as const;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toRevision(row: RevisionRow): ContentRevision {
  return {
    id: Number(row.id),
    site: row.site,
    file: row.file as ContentFile,
    status: row.status as ContentStatus,
    source: row.source as ContentRevision['source'],
    pointer: row.item_pointer,
    baseRevisionId: num(row.base_revision_id),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    editorIds: JSON.parse(row.editor_ids) as string[],
    reviewer: row.reviewer_id === null ? null : { id: row.reviewer_id, name: row.reviewer_name ?? '' },
    reason: row.reason,
    publishAt: num(row.publish_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    submittedAt: num(row.submitted_at),
    publishedAt: num(row.published_at),
  };
}

export function contentOf(row: RevisionRow): unknown {
  return JSON.parse(row.content) as unknown;
}

/** An open change with the value it gives its item (absent: it removes the item). */
export function toChange(row: RevisionRow): ContentChange {
  const value = row.item_pointer === null ? contentOf(row) : itemValue(contentOf(row), row.item_pointer);
  return value === undefined ? toRevision(row) : { ...toRevision(row), value };
}

export interface FolderFile {
  json: unknown;
  mtimeMs: number;
}

/** The content folder's file (null: none; json undefined: not valid JSON). */
export function readFolderFile(contentDir: string, site: string, file: ContentFile): FolderFile | null {
  const target = resolveContentPath(contentDir, contentPathOf(site, file));
  if (target === null) return null;
  let text: string;
  let mtimeMs: number;
  try {
    text = fs.readFileSync(target, 'utf8');
    mtimeMs = fs.statSync(target).mtimeMs;
  } catch {
    return null;
  }
  try {
    return { json: JSON.parse(text) as unknown, mtimeMs };
  } catch {
    return { json: undefined, mtimeMs };
  }
}

/** The newest published revision of a file, or undefined when it was never published from the database. */
export async function publishedRow(
  db: Db,
  site: string,
  file: ContentFile,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('site', '=', site)
    .where('file', '=', file)
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface PublishedFile {
  row: RevisionRow | undefined;
  /** The whole file; null when there is none (neither published nor in the folder). */
  json: unknown;
  folder: FolderFile | null;
}

/** What is published of a file: its newest published revision, else the content folder's file. */
export async function publishedFile(
  db: Db,
  contentDir: string,
  site: string,
  file: ContentFile,
): Promise<PublishedFile> {
  const row = await publishedRow(db, site, file);
  if (row) return { row, json: contentOf(row), folder: null };
  const folder = readFolderFile(contentDir, site, file);
  return { row: undefined, json: folder?.json ?? null, folder };
}

export async function openChangeOf(
  db: Db,
  site: string,
  file: ContentFile,
  pointer: string,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('site', '=', site)
    .where('file', '=', file)
    .where('item_pointer', '=', pointer)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
}

export async function openChanges(db: Db, site: string, file: ContentFile): Promise<RevisionRow[]> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('site', '=', site)
    .where('file', '=', file)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('id')
    .execute();
}

export async function revisionById(db: Db, id: number): Promise<RevisionRow | undefined> {
  return db.selectFrom('content_revisions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function nextRevisionId(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function requiresReview(db: Db, site: string): Promise<boolean> {
  const row = await db
    .selectFrom('content_sites')
    .select('requires_review')
    .where('site', '=', site)
    .executeTakeFirst();
  return row === undefined ? true : Number(row.requires_review) === 1;
}

export async function setRequiresReview(db: Db, site: string, requires: boolean, now: number): Promise<void> {
  await db
    .insertInto('content_sites')
    .values({ site, requires_review: requires ? 1 : 0, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('site').doUpdateSet({ requires_review: requires ? 1 : 0, updated_at: now }),
    )
    .execute();
}

/** How many revisions were ever published: a process reloads what it serves when this changes. */
export async function publishCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', 'in', EVER_PUBLISHED)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every file's published revision (one per site and file). */
export async function allPublished(db: Db): Promise<RevisionRow[]> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}
