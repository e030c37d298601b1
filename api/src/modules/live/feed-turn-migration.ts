import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** One row per live year that feed calls take in turn (see feed-turn.ts). */
export const liveFeedTurnMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('live_feed_turns')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('calls', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('live_feed_turns').execute();
  },
};
