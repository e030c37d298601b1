import type { Kysely, Migration } from 'kysely';

/**
 * Result statuses: a row is a finisher (0), did not finish (1) or was disqualified (2), with the organisers'
 * reason in both languages. Existing rows are finishers.
 */
export const resultStatusMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('race_results')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('race_results').addColumn('status_reason_zh', 'text').execute();
    await db.schema.alterTable('race_results').addColumn('status_reason_en', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('race_results').dropColumn('status_reason_en').execute();
    await db.schema.alterTable('race_results').dropColumn('status_reason_zh').execute();
    await db.schema.alterTable('race_results').dropColumn('status').execute();
  },
};
