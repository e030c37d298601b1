import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/**
 * Places are counted in each process's memory now (the rank index), which reads the mats' reads changed since it
 * last looked: an index on when each read was received serves that look, and the two indexes places were once
 * counted on go (each was rewritten with every read the feed upserts, for no query).
 */
export const liveReceivedIndexMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('live_passings_rank').execute();
    await db.schema.dropIndex('live_passings_gender_rank').execute();
    await db.schema
      .createIndex('live_passings_received')
      .on('live_passings')
      .columns(['year', 'received_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('live_passings_received').execute();
    await db.schema
      .createIndex('live_passings_rank')
      .on('live_passings')
      .columns(['year', 'race_item', 'point', 'elapsed_ms'])
      .execute();
    await db.schema
      .createIndex('live_passings_gender_rank')
      .on('live_passings')
      .columns(['year', 'race_item', 'gender', 'point', 'elapsed_ms'])
      .execute();
  },
};
