import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/**
 * When an entry was withdrawn, so the organisers' dashboard can count withdrawals per day. Entries withdrawn
 * before this column existed keep null: they count in the status totals, on no day.
 */
export const registrationWithdrawnAtMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('race_registrations').addColumn('withdrawn_at', 'bigint').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('race_registrations').dropColumn('withdrawn_at').execute();
  },
};
