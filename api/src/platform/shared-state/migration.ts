import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** Rate-limit and failure counters and single-use claims, shared by every API process; sweep indexes. */
export const sharedStateMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('shared_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addColumn('hold_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // The sweep deletes by expiry: an index keeps it cheap however many keys there are.
    await db.schema
      .createIndex('shared_counters_expires_at')
      .on('shared_counters')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('shared_claims')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shared_claims_expires_at')
      .on('shared_claims')
      .column('expires_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('shared_claims').execute();
    await db.schema.dropTable('shared_counters').execute();
  },
};
