import type { Kysely, Migration } from 'kysely';

/**
 * Runners who chose not to be listed publicly, by (year, bib): a table of its own, not a column of race_results,
 * since an import replaces a year's results and the choice must outlive it.
 */
export const resultUnlistedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('result_unlisted')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('chosen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('result_unlisted_pk', ['year', 'bib'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('result_unlisted').execute();
  },
};
