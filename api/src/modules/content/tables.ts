/**
 * A site file's revisions once editors change it in a browser (editing/): the whole JSON of config.json,
 * index.json or signup.json per row. The file's published version is its newest `published` row; without one the
 * content folder's file is served. Open changes (draft, in_review, scheduled) are one per item of a file.
 */
export interface ContentRevisionsTable {
  id: number;
  /** The site domain (its folder under sites/). */
  site: string;
  /** 'config' | 'index' | 'signup'. */
  file: string;
  /** ContentStatus: draft, in_review, scheduled, published, superseded, rejected. */
  status: string;
  /** 'edit' | 'rollback' | 'folder' (the folder's file as it was served before the first publish). */
  source: string;
  /** The item a change edits (a JSON pointer); null for a whole file. */
  item_pointer: string | null;
  /** The whole file, JSON. */
  content: string;
  /** What it was edited from (null: the folder's file); a roll-back names the revision it restores. */
  base_revision_id: number | null;
  author_id: string | null;
  author_name: string | null;
  /** JSON array of the ids of every member who saved it. */
  editor_ids: string;
  reviewer_id: string | null;
  reviewer_name: string | null;
  /** The reviewer's role, so a scheduled publish is recorded in the audit trail as theirs. */
  reviewer_role: string | null;
  reason: string | null;
  publish_at: number | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  published_at: number | null;
}

/** Per site: whether a change needs a second member's approval (no row: it does). */
export interface ContentSitesTable {
  site: string;
  requires_review: number;
  updated_at: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    content_revisions: ContentRevisionsTable;
    content_sites: ContentSitesTable;
  }
}
