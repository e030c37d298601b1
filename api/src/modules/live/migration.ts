import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/**
 * Race day, live: each runner's live state and choice (who may follow them), and the mats' reads (with the indexes
 * places may be counted on). Who the runners are comes from the year's registrations (their bibs).
 */
export const liveMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('live_runners')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('tracking', 'text')
      .addColumn('code_hash', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status_reason_zh', 'text')
      .addColumn('status_reason_en', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_runners_pk', ['year', 'bib'])
      .execute();

    await db.schema
      .createTable('live_passings')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('point', 'text', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('gender', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('elapsed_ms', 'bigint', (c) => c.notNull())
      .addColumn('timing', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_passings_pk', ['year', 'bib', 'point'])
      .execute();
    // A rank at a point is a count of the item's runners timed there faster: a range of these indexes.
    await db.schema
      .createIndex('live_passings_rank')
      .on('live_passings')
      .columns(['year', 'race_item', 'point', 'elapsed_ms'])
      .execute();
    await db.schema
      .createIndex('live_passings_gender_rank')
      .on('live_passings')
      .columns(['year', 'race_item', 'gender', 'point', 'elapsed_ms'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('live_passings').execute();
    await db.schema.dropTable('live_runners').execute();
  },
};
