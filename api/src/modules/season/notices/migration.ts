import type { Kysely, Migration } from 'kysely';

/** The runners' notices of the season (see tables.ts). */
export const seasonNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('season_notices')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('facts', 'text', (c) => c.notNull())
      .addColumn('queued_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addPrimaryKeyConstraint('season_notices_pk', ['year', 'reg_no', 'kind'])
      .execute();
    // The sweep reads the unsent ones, oldest first.
    await db.schema
      .createIndex('season_notices_unsent')
      .on('season_notices')
      .columns(['sent_at', 'queued_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('season_notices').execute();
  },
};
