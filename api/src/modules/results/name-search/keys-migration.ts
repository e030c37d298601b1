import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { fillNameKeys } from './fill-keys';

const OLD_KEY_COLUMNS = ['name_pinyin', 'name_pinyin_rev', 'name_initials'] as const;

/**
 * Name search through a table of its own (tables.ts): every start of every key with the runner's place, under one
 * primary key (year, key, match_rank, place) that a search reads in order and stops after `limit` rows. It replaces
 * the three (year, key) indexes on race_results, whose OR of three ranges SQLite's planner only took with
 * statistics (which nothing gathers) and whose every match, however many, was opened and sorted. The key compares
 * in code-point order on both engines: SQLite's BINARY, "C" on PostgreSQL (its default collation may not).
 */
export const nameKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.introspection instanceof PostgresIntrospector;
    await db.schema
      .createTable('race_result_name_keys')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('key', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
      .addColumn('match_rank', 'integer', (c) => c.notNull())
      .addColumn('place', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('race_result_name_keys_pk', ['year', 'key', 'match_rank', 'place'])
      // On SQLite the table is its primary key's B-tree: a search reads nothing else.
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    const typed = db as Kysely<Database>;
    const years = await typed.selectFrom('race_results').select('year').distinct().execute();
    // Migrations already run in a transaction where the database has transactional DDL (PostgreSQL).
    for (const { year } of years) await fillNameKeys(typed, year);
    for (const column of OLD_KEY_COLUMNS) await db.schema.dropIndex(`race_results_year_${column}`).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of OLD_KEY_COLUMNS) {
      await db.schema
        .createIndex(`race_results_year_${column}`)
        .on('race_results')
        .columns(['year', column])
        .execute();
    }
    await db.schema.dropTable('race_result_name_keys').execute();
  },
};
