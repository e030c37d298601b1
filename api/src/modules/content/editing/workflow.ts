import type { Kysely, Transaction } from 'kysely';
import type {
  ContentChange,
  ContentFile,
  ContentFileAnswer,
  ContentProblemInfo,
  ContentRevision,
  StaffRole,
} from '@marathon/shared/api';
import type { AuditOrigin, AuditTrail } from '../../../kernel/audit-trail';
import type { StaffActor } from '../../../kernel/staff-actor';
import type { Database } from '../../../platform/db/schema';
import { withUniqueRetry } from '../../../platform/db/next-id';
import { checkSiteFile, problemInfo } from './check-site-file';
import { isItemPointer, itemsOf, itemValue, sameValue, withItem } from './items';
import {
  contentOf,
  nextRevisionId,
  openChangeOf,
  openChanges,
  publishedFile,
  readFolderFile,
  requiresReview,
  revisionById,
  toChange,
  toRevision,
  type PublishedFile,
  type RevisionRow,
} from './repository';
import { changeMoved, fileRefused, itemConflict, refusals } from './refusals';

export interface EditingDeps {
  db: Kysely<Database>;
  contentDir: string;
  audit: AuditTrail;
  /** When a site's race opens sign-up (epoch ms), where known: signup.json's dates must not be earlier. */
  signupOpensAt: (site: string) => Promise<number | undefined>;
  now: () => number;
  /** Told after each publish in this process, so its file host serves the new version at once. */
  onPublish: () => void;
}

type Trx = Transaction<Database>;

export interface SaveInput {
  site: string;
  file: ContentFile;
  pointer: string;
  baseRevisionId: number | null;
  value?: unknown;
  remove?: boolean | undefined;
}

const SYSTEM_ORIGIN: AuditOrigin = { clientAddress: null, requestId: null };

/**
 * One step on a site at a time, in every process: a write to the site's settings row first takes its lock for the
 * transaction (PostgreSQL's row lock; SQLite has one writer anyway), so two publishes of one file never both start
 * from the same published version and lose one of the changes.
 */
async function lockSite(trx: Trx, site: string, now: number): Promise<void> {
  await trx
    .insertInto('content_sites')
    .values({ site, requires_review: 1, updated_at: now })
    .onConflict((conflict) => conflict.column('site').doUpdateSet({ updated_at: now }))
    .execute();
}

const updated = (result: { numUpdatedRows: bigint }): boolean => result.numUpdatedRows > 0n;

export function createContentEditing(deps: EditingDeps) {
  const { db, contentDir, audit, now } = deps;

  async function problemsOf(
    trx: Kysely<Database> | Trx,
    site: string,
    file: ContentFile,
    json: unknown,
  ): Promise<ContentProblemInfo[]> {
    const others = new Map<ContentFile, unknown>();
    for (const other of ['index', 'signup'] as const) {
      if (other !== file) others.set(other, (await publishedFile(trx, contentDir, site, other)).json);
    }
    const problems = checkSiteFile({
      contentDir,
      site,
      file,
      json,
      published: (other) => others.get(other) ?? null,
      signupOpensAt: file === 'signup' ? await deps.signupOpensAt(site) : undefined,
    });
    return problems.map((problem) => problemInfo(site, problem));
  }

  /** A site is known by its config.json, published or in the folder. */
  async function assertSite(trx: Kysely<Database> | Trx, site: string): Promise<void> {
    const config = await publishedFile(trx, contentDir, site, 'config');
    if (config.json === null) throw refusals.noSuchSite(site);
  }

  /** The file a change publishes: the published file as it is now, with the change's item (or whole file). */
  function resultOf(published: PublishedFile, change: RevisionRow): unknown {
    if (change.item_pointer === null) return contentOf(change);
    return withItem(
      published.json ?? {},
      change.item_pointer,
      itemValue(contentOf(change), change.item_pointer),
    );
  }

  /**
   * Makes `content` the published version of the file in this transaction: the previous published revision is
   * superseded; on the file's first publish the folder's file as it was served is kept as a revision first, so
   * history, diff and roll-back reach it.
   */
  async function supersedeAndImport(
    trx: Trx,
    published: PublishedFile,
    site: string,
    file: ContentFile,
    keepId: number,
    at: number,
  ): Promise<void> {
    await trx
      .updateTable('content_revisions')
      .set({ status: 'superseded', updated_at: at })
      .where('site', '=', site)
      .where('file', '=', file)
      .where('status', '=', 'published')
      .where('id', '!=', keepId)
      .execute();
    if (published.row === undefined && published.folder && published.folder.json !== undefined) {
      await trx
        .insertInto('content_revisions')
        .values({
          id: await nextRevisionId(trx),
          site,
          file,
          status: 'superseded',
          source: 'folder',
          item_pointer: null,
          content: JSON.stringify(published.folder.json),
          base_revision_id: null,
          author_id: null,
          author_name: null,
          editor_ids: '[]',
          reviewer_id: null,
          reviewer_name: null,
          reviewer_role: null,
          reason: null,
          publish_at: null,
          created_at: at,
          updated_at: at,
          submitted_at: null,
          // When the folder's file was last written: before every publish from the database.
          published_at: Math.min(Math.floor(published.folder.mtimeMs), at - 1),
        })
        .execute();
    }
  }

  /**
   * Publishes an open change now, claiming it with a conditional UPDATE (its status as read): of two processes
   * or reviewers, one publishes and the other finds it gone. The resulting whole file is checked first; a file
   * that fails is never published.
   */
  async function publishChange(
    trx: Trx,
    change: RevisionRow,
    reviewer: { id: string; name: string; role: string },
    at: number,
  ): Promise<{ row: RevisionRow } | { problems: ContentProblemInfo[] }> {
    const file = change.file as ContentFile;
    const published = await publishedFile(trx, contentDir, change.site, file);
    const result = resultOf(published, change);
    const problems = await problemsOf(trx, change.site, file, result);
    if (problems.length > 0) return { problems };
    const claimed = await trx
      .updateTable('content_revisions')
      .set({
        status: 'published',
        content: JSON.stringify(result),
        reviewer_id: reviewer.id,
        reviewer_name: reviewer.name,
        reviewer_role: reviewer.role,
        published_at: at,
        updated_at: at,
      })
      .where('id', '=', change.id)
      .where('status', '=', change.status)
      .executeTakeFirst();
    if (!updated(claimed)) throw changeMoved(Number(change.id), 'handled');
    await supersedeAndImport(trx, published, change.site, file, Number(change.id), at);
    const row = await revisionById(trx, Number(change.id));
    if (!row) throw refusals.noSuchRevision(Number(change.id));
    return { row };
  }

  async function changeRow(trx: Kysely<Database> | Trx, id: number): Promise<RevisionRow> {
    const row = await revisionById(trx, id);
    if (!row) throw refusals.noSuchRevision(id);
    return row;
  }

  return {
    async readFile(site: string, file: ContentFile): Promise<ContentFileAnswer> {
      await assertSite(db, site);
      const published = await publishedFile(db, contentDir, site, file);
      const row = published.row;
      return {
        site,
        file,
        published: {
          revisionId: row ? Number(row.id) : null,
          source: row ? 'database' : 'folder',
          publishedAt: row?.published_at == null ? null : Number(row.published_at),
          publishedBy: row?.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name ?? '' } : null,
          json: published.json,
        },
        items: itemsOf(file, published.json),
        changes: (await openChanges(db, site, file)).map(toChange),
        requiresReview: await requiresReview(db, site),
      };
    },

    /** Saves a draft change of one item, unless its base is stale (409 with both values). */
    async save(
      actor: StaffActor,
      input: SaveInput,
      origin: AuditOrigin,
    ): Promise<{ change: ContentChange; problems: ContentProblemInfo[] }> {
      const { site, file, pointer } = input;
      if (!isItemPointer(file, pointer)) throw refusals.notAnItem(pointer);
      const value = input.remove === true ? undefined : input.value;
      const at = now();
      const row = await withUniqueRetry(() =>
        db.transaction().execute(async (trx) => {
          await lockSite(trx, site, at);
          await assertSite(trx, site);
          const published = await publishedFile(trx, contentDir, site, file);
          const open = await openChangeOf(trx, site, file, pointer);
          const current = open ? itemValue(contentOf(open), pointer) : itemValue(published.json, pointer);
          let base: unknown;
          if (input.baseRevisionId === null) {
            base = itemValue(readFolderFile(contentDir, site, file)?.json, pointer);
          } else {
            const baseRow = await changeRow(trx, input.baseRevisionId);
            if (baseRow.site !== site || baseRow.file !== file)
              throw refusals.otherFile(input.baseRevisionId);
            base = itemValue(contentOf(baseRow), pointer);
          }
          if (!sameValue(base, current)) {
            const by = open ? open.author_name : published.row ? published.row.reviewer_name : null;
            throw itemConflict({
              pointer,
              current: {
                revisionId: open ? Number(open.id) : published.row ? Number(published.row.id) : null,
                status: open ? open.status : 'published',
                by,
                ...(current === undefined ? {} : { value: current }),
              },
              yours: { ...(value === undefined ? {} : { value }), remove: input.remove === true },
            });
          }
          const content = JSON.stringify(withItem(published.json ?? {}, pointer, value));
          if (open) {
            const editors = new Set(JSON.parse(open.editor_ids) as string[]).add(actor.staffId);
            // A change under review or scheduled that is edited again is a draft again: it is reviewed as it is now.
            await trx
              .updateTable('content_revisions')
              .set({
                content,
                status: 'draft',
                author_id: actor.staffId,
                author_name: actor.name,
                editor_ids: JSON.stringify([...editors]),
                reviewer_id: null,
                reviewer_name: null,
                reviewer_role: null,
                publish_at: null,
                submitted_at: null,
                updated_at: at,
              })
              .where('id', '=', open.id)
              .execute();
            return changeRow(trx, Number(open.id));
          }
          const id = await nextRevisionId(trx);
          await trx
            .insertInto('content_revisions')
            .values({
              id,
              site,
              file,
              status: 'draft',
              source: 'edit',
              item_pointer: pointer,
              content,
              base_revision_id: input.baseRevisionId,
              author_id: actor.staffId,
              author_name: actor.name,
              editor_ids: JSON.stringify([actor.staffId]),
              reviewer_id: null,
              reviewer_name: null,
              reviewer_role: null,
              reason: null,
              publish_at: null,
              created_at: at,
              updated_at: at,
              submitted_at: null,
              published_at: null,
            })
            .execute();
          return changeRow(trx, id);
        }),
      );
      await audit.record(
        actor,
        { action: 'content.save', recordType: 'content-revision', recordId: Number(row.id) },
        origin,
      );
      return { change: toChange(row), problems: await problemsOf(db, site, file, contentOf(row)) };
    },

    /** Sends a draft for review; refused with its problems when the file it would publish fails its checks. */
    async submit(actor: StaffActor, changeId: number, origin: AuditOrigin): Promise<ContentRevision> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const change = await changeRow(trx, changeId);
        await lockSite(trx, change.site, at);
        const fresh = await changeRow(trx, changeId);
        if (fresh.status !== 'draft') throw changeMoved(changeId, fresh.status);
        const file = fresh.file as ContentFile;
        const result = resultOf(await publishedFile(trx, contentDir, fresh.site, file), fresh);
        const problems = await problemsOf(trx, fresh.site, file, result);
        if (problems.length > 0) throw fileRefused(problems);
        await trx
          .updateTable('content_revisions')
          .set({ status: 'in_review', submitted_at: at, updated_at: at, reason: null })
          .where('id', '=', changeId)
          .execute();
        return changeRow(trx, changeId);
      });
      await audit.record(
        actor,
        { action: 'content.submit', recordType: 'content-revision', recordId: changeId },
        origin,
      );
      return toRevision(row);
    },

    /**
     * Approves a change: published now, or scheduled for `publishAt`. Where the site requires review, only a
     * submitted change is approved, and never by one of its editors.
     */
    async approve(
      actor: StaffActor,
      changeId: number,
      publishAt: number | undefined,
      origin: AuditOrigin,
    ): Promise<ContentRevision> {
      const at = now();
      const schedule = publishAt !== undefined && publishAt > at;
      const row = await db.transaction().execute(async (trx) => {
        const first = await changeRow(trx, changeId);
        await lockSite(trx, first.site, at);
        const change = await changeRow(trx, changeId);
        if (!['draft', 'in_review', 'scheduled'].includes(change.status))
          throw changeMoved(changeId, change.status);
        if (await requiresReview(trx, change.site)) {
          if (change.status === 'draft') throw refusals.notSubmitted(changeId);
          if ((JSON.parse(change.editor_ids) as string[]).includes(actor.staffId)) throw refusals.ownChange();
        }
        const reviewer = { id: actor.staffId, name: actor.name, role: actor.role };
        if (!schedule) {
          const outcome = await publishChange(trx, change, reviewer, at);
          if ('problems' in outcome) throw fileRefused(outcome.problems);
          return outcome.row;
        }
        const file = change.file as ContentFile;
        const result = resultOf(await publishedFile(trx, contentDir, change.site, file), change);
        const problems = await problemsOf(trx, change.site, file, result);
        if (problems.length > 0) throw fileRefused(problems);
        await trx
          .updateTable('content_revisions')
          .set({
            status: 'scheduled',
            publish_at: publishAt,
            reviewer_id: reviewer.id,
            reviewer_name: reviewer.name,
            reviewer_role: reviewer.role,
            updated_at: at,
          })
          .where('id', '=', changeId)
          .execute();
        return changeRow(trx, changeId);
      });
      await audit.record(
        actor,
        {
          action: schedule ? 'content.schedule' : 'content.publish',
          recordType: 'content-revision',
          recordId: changeId,
        },
        origin,
      );
      if (!schedule) deps.onPublish();
      return toRevision(row);
    },

    /** Rejects a change in review or scheduled, with the reason its editors read. */
    async reject(
      actor: StaffActor,
      changeId: number,
      reason: string,
      origin: AuditOrigin,
    ): Promise<ContentRevision> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const first = await changeRow(trx, changeId);
        await lockSite(trx, first.site, at);
        const change = await changeRow(trx, changeId);
        if (change.status !== 'in_review' && change.status !== 'scheduled')
          throw changeMoved(changeId, change.status);
        await trx
          .updateTable('content_revisions')
          .set({
            status: 'rejected',
            reason,
            reviewer_id: actor.staffId,
            reviewer_name: actor.name,
            reviewer_role: actor.role,
            updated_at: at,
          })
          .where('id', '=', changeId)
          .execute();
        return changeRow(trx, changeId);
      });
      await audit.record(
        actor,
        { action: 'content.reject', recordType: 'content-revision', recordId: changeId },
        origin,
      );
      return toRevision(row);
    },

    /** Publishes again an earlier published revision of a file, as a new published revision (checked first). */
    async rollback(actor: StaffActor, revisionId: number, origin: AuditOrigin): Promise<ContentRevision> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const first = await changeRow(trx, revisionId);
        await lockSite(trx, first.site, at);
        const target = await changeRow(trx, revisionId);
        if (target.status === 'published') throw refusals.alreadyPublished(revisionId);
        if (target.status !== 'superseded') throw refusals.notPublished(revisionId);
        const file = target.file as ContentFile;
        const published = await publishedFile(trx, contentDir, target.site, file);
        const problems = await problemsOf(trx, target.site, file, contentOf(target));
        if (problems.length > 0) throw fileRefused(problems);
        const id = await nextRevisionId(trx);
        await trx
          .insertInto('content_revisions')
          .values({
            id,
            site: target.site,
            file,
            status: 'published',
            source: 'rollback',
            item_pointer: null,
            content: target.content,
            base_revision_id: revisionId,
            author_id: actor.staffId,
            author_name: actor.name,
            editor_ids: JSON.stringify([actor.staffId]),
            reviewer_id: actor.staffId,
            reviewer_name: actor.name,
            reviewer_role: actor.role,
            reason: null,
            publish_at: null,
            created_at: at,
            updated_at: at,
            submitted_at: null,
            published_at: at,
          })
          .execute();
        await supersedeAndImport(trx, published, target.site, file, id, at);
        return changeRow(trx, id);
      });
      await audit.record(
        actor,
        { action: 'content.rollback', recordType: 'content-revision', recordId: Number(row.id) },
        origin,
      );
      deps.onPublish();
      return toRevision(row);
    },

    /**
     * Publishes the scheduled changes that are due, each exactly once across processes (the conditional claim in
     * publishChange); one whose file fails its checks by then is rejected with the problems as its reason.
     * Answers how many were published.
     */
    async publishDue(): Promise<number> {
      const at = now();
      const due = await db
        .selectFrom('content_revisions')
        .select(['id', 'site'])
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', at)
        .orderBy('publish_at')
        .orderBy('id')
        .execute();
      let published = 0;
      for (const { id, site } of due) {
        const outcome = await db.transaction().execute(async (trx) => {
          await lockSite(trx, site, at);
          const change = await revisionById(trx, Number(id));
          if (change?.status !== 'scheduled') return null;
          const reviewer = {
            id: change.reviewer_id ?? '',
            name: change.reviewer_name ?? '',
            role: change.reviewer_role ?? 'editor',
          };
          const result = await publishChange(trx, change, reviewer, at);
          if ('problems' in result) {
            const reason = result.problems
              .slice(0, 5)
              .map((problem) => `${problem.path}: ${problem.message}`)
              .join('; ');
            await trx
              .updateTable('content_revisions')
              .set({ status: 'rejected', reason: `failed its checks when due: ${reason}`, updated_at: at })
              .where('id', '=', change.id)
              .where('status', '=', 'scheduled')
              .execute();
            return { change, action: 'content.schedule-refused' };
          }
          return { change, action: 'content.publish-scheduled' };
        });
        if (!outcome) continue;
        if (outcome.action === 'content.publish-scheduled') published += 1;
        const { change } = outcome;
        await audit.record(
          {
            staffId: change.reviewer_id ?? 'system',
            name: change.reviewer_name ?? 'system',
            email: '',
            role: (change.reviewer_role ?? 'editor') as StaffRole,
            permissions: [],
          },
          { action: outcome.action, recordType: 'content-revision', recordId: Number(change.id) },
          SYSTEM_ORIGIN,
        );
      }
      if (published > 0) deps.onPublish();
      return published;
    },
  };
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
