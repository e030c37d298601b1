import type { Kysely, Migration } from 'kysely';

/**
 * Runners' correction requests: what is wrong, optional evidence (uploads), the time when filed and after the
 * import that corrected it, and the organisers' answer. Indexed for the result page (year, bib), the runner's own
 * list and the organisers' open list.
 */
export const correctionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('result_corrections')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('what', 'text', (c) => c.notNull())
      .addColumn('claimed_ms', 'bigint')
      .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('chip_ms_before', 'bigint')
      .addColumn('chip_ms_after', 'bigint')
      .addColumn('answer', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .addColumn('resolved_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('result_corrections_result')
      .on('result_corrections')
      .columns(['year', 'bib', 'status'])
      .execute();
    await db.schema
      .createIndex('result_corrections_user')
      .on('result_corrections')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('result_corrections_status')
      .on('result_corrections')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('result_corrections').execute();
  },
};
