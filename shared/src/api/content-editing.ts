import { z } from '../zod';

/**
 * Editing a site's content in a browser (staff `content.edit`, publishing `content.publish`). A site's three files
 * (config.json, index.json, signup.json) live in the API's database once edited, as revisions of the whole file;
 * the content folder is their seed. A change edits one item of a file, addressed by a JSON pointer (RFC 6901):
 * `/<key>` for a top-level key of any file, `/data/<id>` for one document or list of index.json (index.json's
 * `/data` itself is not an item: its entries are). Two editors on different items never collide; a save whose
 * base differs from the item as it now stands answers 409 with both values.
 *
 * Workflow of a change: draft → in_review (submit) → published (approve now) or scheduled (approve at a time,
 * then published by the API when due) or rejected (with a reason). Saving a change under review or scheduled sends
 * it back to draft. A publish supersedes the file's previous published revision. When the site requires review,
 * the member who approves must not be one who edited the change.
 */

export const CONTENT_FILES = ['config', 'index', 'signup'] as const;
export type ContentFile = (typeof CONTENT_FILES)[number];

export const CONTENT_STATUSES = [
  'draft',
  'in_review',
  'scheduled',
  'published',
  'superseded',
  'rejected',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Where a revision came from: an item's edit, a roll-back, or the folder's file as served before the first publish. */
export const CONTENT_SOURCES = ['edit', 'rollback', 'folder'] as const;

const siteSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/, 'a site domain')
  .describe('The site domain (its folder under sites/), e.g. localhost');
const fileSchema = z.enum(CONTENT_FILES).describe('Which file of the site: config, index or signup');
const revisionIdSchema = z.coerce.number().int().min(1).describe('A revision id');
const pointerSchema = z
  .string()
  .min(2)
  .max(300)
  .regex(/^\/[^/]+(\/[^/]+)?$/, 'a JSON pointer of one item: /<key> or /data/<id>')
  .describe('The item, a JSON pointer (RFC 6901): /menu, /carouselList, /data/<id>');

/** One thing wrong with a file, found by the same rules the file host and `content:check` apply. */
export const contentProblemSchema = z.object({
  /** The file the problem is in (`sites/<domain>/index.json`): a signup.json change can break index.json's facts. */
  file: z.string().describe('The file the problem is in, e.g. sites/localhost/index.json'),
  /** JSON path as the validator writes it: `$.data["news"][0].title`. */
  path: z.string().describe('JSON path in the file, e.g. $.data["news"][0].title'),
  /** The same place as a JSON pointer (`/data/news/0/title`), for a screen to find the field. */
  pointer: z.string().describe('The same place as a JSON pointer, e.g. /data/news/0/title'),
  /** The item the place is in (`/data/news`), or '' for the file as a whole. */
  item: z.string().describe("The item the place belongs to (/data/news), '' for the whole file"),
  message: z.string(),
});
export type ContentProblemInfo = z.infer<typeof contentProblemSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** One revision without its file (lists, history). */
export const contentRevisionSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  file: z.enum(CONTENT_FILES),
  status: z.enum(CONTENT_STATUSES),
  source: z.enum(CONTENT_SOURCES),
  /** The item this change edits; null for a whole file (a roll-back, the folder's import). */
  pointer: z.string().nullable(),
  /** The revision it was edited from (null: the content folder's file); a roll-back names the revision restored. */
  baseRevisionId: z.number().int().nullable(),
  /** Who last saved it (null for the folder's import). */
  author: personSchema.nullable(),
  /** Every member who saved it: none of them may approve it when the site requires review. */
  editorIds: z.array(z.string()),
  /** Who approved or rejected it. */
  reviewer: personSchema.nullable(),
  /** Why it was rejected (by a reviewer, or by the checks when a scheduled publish came due). */
  reason: z.string().nullable(),
  /** When it is to be published (scheduled), epoch ms. */
  publishAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
  publishedAt: z.number().int().nullable(),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** An open change (draft, in review or scheduled) with its item's value (absent: the change removes the item). */
export const contentChangeSchema = contentRevisionSchema.extend({
  value: z.unknown().optional().describe('The item as the change sets it; absent when it removes the item'),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;

export const contentFileQuerySchema = z.object({ site: siteSchema, file: fileSchema }).strict();

/** contentFileRead: the published file, where it comes from, and the open changes of its items. */
export const contentFileAnswerSchema = z.object({
  site: z.string(),
  file: z.enum(CONTENT_FILES),
  published: z.object({
    /** null: the content folder's file is what is served (the file was never published from the database). */
    revisionId: z.number().int().nullable(),
    source: z.enum(['database', 'folder']),
    publishedAt: z.number().int().nullable(),
    publishedBy: personSchema.nullable(),
    /** The whole file (null: no such file yet, e.g. a site without sign-up has no signup.json). */
    json: z.unknown(),
  }),
  /** The items of the file as pointers (what a screen lists to edit). */
  items: z.array(z.string()),
  changes: z.array(contentChangeSchema),
  /** Whether a change must be approved by a member other than its editors. */
  requiresReview: z.boolean(),
});
export type ContentFileAnswer = z.infer<typeof contentFileAnswerSchema>;

/**
 * contentChangeSave: sets (or removes) one item. `baseRevisionId` is the revision the editor's value was edited
 * from: the open change's id when one was shown, else the published revision's (null: the folder's file).
 */
export const contentSaveSchema = z
  .object({
    site: siteSchema,
    file: fileSchema,
    pointer: pointerSchema,
    baseRevisionId: revisionIdSchema.nullable(),
    value: z.unknown().optional().describe('The new value of the item (any JSON)'),
    remove: z.boolean().optional().describe('true: the change removes the item (value is then ignored)'),
  })
  .strict()
  .refine((body) => body.remove === true || body.value !== undefined, {
    message: 'give the value of the item, or remove: true',
    path: ['value'],
  });

/** The saved change and what the checks found on the whole file it makes (a draft may still have problems). */
export const contentSaveAnswerSchema = z.object({
  change: contentChangeSchema,
  problems: z.array(contentProblemSchema),
});

/**
 * The `data` of a 409 answer to a save: the item as it now stands (and in which revision, by whom) and the
 * caller's own value, so nothing typed is lost.
 */
export const contentConflictSchema = z.object({
  pointer: z.string(),
  current: z.object({
    revisionId: z.number().int().nullable(),
    status: z.string(),
    by: z.string().nullable(),
    value: z.unknown().optional(),
  }),
  yours: z.object({ value: z.unknown().optional(), remove: z.boolean() }),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

/** The `data` of a 400 answer to a submit, approve or roll-back whose resulting file fails its checks. */
export const contentRefusedSchema = z.object({ problems: z.array(contentProblemSchema) });

export const contentChangeIdSchema = z.object({ changeId: revisionIdSchema }).strict();

/** Approve a change: published now, or at `publishAt` (epoch ms, in the future) when given. */
export const contentApproveSchema = z
  .object({
    changeId: revisionIdSchema,
    publishAt: z.number().int().min(0).optional().describe('When to publish (epoch ms); absent or past: now'),
  })
  .strict();

export const contentRejectSchema = z
  .object({ changeId: revisionIdSchema, reason: z.string().trim().min(1).max(500) })
  .strict();

export const contentRevisionAnswerSchema = z.object({ revision: contentRevisionSchema });

export const contentHistoryQuerySchema = z
  .object({
    site: siteSchema,
    file: fileSchema,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** The file's revisions, newest first: every publish (who, when), every change under way or rejected. */
export const contentHistoryAnswerSchema = z.object({
  revisions: z.array(contentRevisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const contentDiffQuerySchema = z.object({ from: revisionIdSchema, to: revisionIdSchema }).strict();

/** The items that differ between two revisions of one file, with both values (absent: not in that revision). */
export const contentDiffAnswerSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  items: z.array(
    z.object({
      pointer: z.string(),
      change: z.enum(['added', 'removed', 'changed']),
      before: z.unknown().optional(),
      after: z.unknown().optional(),
    }),
  ),
});
export type ContentDiff = z.infer<typeof contentDiffAnswerSchema>;

/** Roll back: a new published revision equal to an earlier published one. */
export const contentRollbackSchema = z.object({ revisionId: revisionIdSchema }).strict();

export const contentReviewSettingSchema = z
  .object({ site: siteSchema, requiresReview: z.boolean() })
  .strict();
export const contentReviewSettingAnswerSchema = z.object({
  site: z.string(),
  requiresReview: z.boolean(),
});
