import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** Race data: one row per year, registrations and results, with an index for every lookup the site makes. */
export const raceDataMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('race_editions')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('race_date', 'bigint', (c) => c.notNull())
      .addColumn('results_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('totals', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('race_registrations')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('gender', 'integer', (c) => c.notNull())
      .addColumn('birth_year', 'integer', (c) => c.notNull())
      .addColumn('age_group', 'text', (c) => c.notNull())
      .addColumn('nationality', 'text', (c) => c.notNull())
      .addColumn('id_hash', 'text', (c) => c.notNull())
      .addColumn('id_masked', 'text', (c) => c.notNull())
      .addColumn('phone_hash', 'text', (c) => c.notNull())
      .addColumn('phone_masked', 'text', (c) => c.notNull())
      .addColumn('channel', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text')
      .addColumn('corral', 'text')
      .addColumn('registered_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('race_registrations_pk', ['year', 'reg_no'])
      .execute();
    // NULL bibs (not yet assigned) do not collide in a unique index, on either database.
    await db.schema
      .createIndex('race_registrations_year_bib')
      .on('race_registrations')
      .columns(['year', 'bib'])
      .unique()
      .execute();
    await db.schema
      .createIndex('race_registrations_year_id')
      .on('race_registrations')
      .columns(['year', 'id_hash'])
      .execute();
    await db.schema
      .createIndex('race_registrations_year_phone')
      .on('race_registrations')
      .columns(['year', 'phone_hash'])
      .execute();
    await db.schema
      .createIndex('race_registrations_name')
      .on('race_registrations')
      .columns(['name_key', 'year'])
      .execute();

    await db.schema
      .createTable('race_results')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('gender', 'integer', (c) => c.notNull())
      .addColumn('age_group', 'text', (c) => c.notNull())
      .addColumn('id_hash', 'text', (c) => c.notNull())
      .addColumn('id_masked', 'text', (c) => c.notNull())
      .addColumn('gun_ms', 'integer', (c) => c.notNull())
      .addColumn('chip_ms', 'integer', (c) => c.notNull())
      .addColumn('splits', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('overall_rank', 'integer', (c) => c.notNull())
      .addColumn('gender_rank', 'integer', (c) => c.notNull())
      .addColumn('age_group_rank', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('race_results_pk', ['year', 'bib'])
      .execute();
    await db.schema
      .createIndex('race_results_id_year')
      .on('race_results')
      .columns(['id_hash', 'year'])
      .execute();
    await db.schema
      .createIndex('race_results_year_item_rank')
      .on('race_results')
      .columns(['year', 'race_item', 'overall_rank'])
      .execute();
    await db.schema
      .createIndex('race_results_name')
      .on('race_results')
      .columns(['name_key', 'year'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('race_results').execute();
    await db.schema.dropTable('race_registrations').execute();
    await db.schema.dropTable('race_editions').execute();
  },
};
