import { sql, type Kysely, type Migration } from 'kysely';

/** Content revisions and the per-site review setting (see ../tables.ts). */
export const contentRevisionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_revisions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('item_pointer', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('base_revision_id', 'integer')
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text')
      .addColumn('editor_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('reviewer_id', 'text')
      .addColumn('reviewer_name', 'text')
      .addColumn('reviewer_role', 'text')
      .addColumn('reason', 'text')
      .addColumn('publish_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('published_at', 'bigint')
      .execute();
    // A file's history and its newest published revision.
    await db.schema
      .createIndex('content_revisions_file')
      .on('content_revisions')
      .columns(['site', 'file', 'status'])
      .execute();
    // The scheduled ones the sweep looks for.
    await db.schema
      .createIndex('content_revisions_due')
      .on('content_revisions')
      .columns(['status', 'publish_at'])
      .execute();
    // One open change per item: two saves racing on a new item cannot both create one (the loser retries and
    // finds the other's change). Partial indexes are written alike on SQLite and PostgreSQL.
    await sql`CREATE UNIQUE INDEX content_revisions_open_item ON content_revisions (site, file, item_pointer)
      WHERE status IN ('draft', 'in_review', 'scheduled')`.execute(db);
    await db.schema
      .createTable('content_sites')
      .addColumn('site', 'text', (c) => c.primaryKey())
      .addColumn('requires_review', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_sites').execute();
    await db.schema.dropTable('content_revisions').execute();
  },
};
