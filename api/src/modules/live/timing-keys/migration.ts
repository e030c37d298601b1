import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** The timing companies' feed keys that staff issue, each for one provider, edition and set of points. */
export const timingKeysMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('timing_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('points', 'text', (c) => c.notNull())
      .addColumn('issued_by', 'text', (c) => c.notNull())
      .addColumn('issued_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('timing_keys_year').on('timing_keys').columns(['year', 'provider']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('timing_keys').execute();
  },
};
