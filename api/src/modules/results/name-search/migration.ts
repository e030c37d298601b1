import type { Kysely, Migration } from 'kysely';
import { nameKeys } from './name-keys';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
interface Then {
  race_results: {
    year: number;
    name: string;
    name_key: string;
    name_pinyin: string;
    name_pinyin_rev: string;
    name_initials: string;
  };
}

const KEY_COLUMNS = ['name_pinyin', 'name_pinyin_rev', 'name_initials'] as const;

/**
 * Name search: each result row keeps its name's pinyin (both name orders) and initials, each with a (year, key)
 * index, so a search by any of them reads index ranges, never the year's rows. Rows already stored get their keys.
 */
export const nameSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of KEY_COLUMNS) {
      await db.schema
        .alterTable('race_results')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex(`race_results_year_${column}`)
        .on('race_results')
        .columns(['year', column])
        .execute();
    }
    const typed = db as unknown as Kysely<Then>;
    const names = await typed.selectFrom('race_results').select(['name', 'name_key']).distinct().execute();
    // Migrations already run in a transaction where the database has transactional DDL (PostgreSQL).
    for (const { name, name_key } of names) {
      const { name_pinyin, name_pinyin_rev, name_initials } = nameKeys(name);
      // Through the name_key index: one small update per distinct name, never a pass over the table each.
      await typed
        .updateTable('race_results')
        .set({ name_pinyin, name_pinyin_rev, name_initials })
        .where('name_key', '=', name_key)
        .where('name', '=', name)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of KEY_COLUMNS) {
      await db.schema.dropIndex(`race_results_year_${column}`).execute();
      await db.schema.alterTable('race_results').dropColumn(column).execute();
    }
  },
};
