import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** The runners each account follows live (the member centre's list), so a login on any device finds them. */
export const liveFollowedMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('live_followed')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_followed_pk', ['user_id', 'year', 'bib'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('live_followed').execute();
  },
};
