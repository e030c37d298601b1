import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** Finish alerts: the followers' alerts and the claims that send each once. */
export const liveAlertsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('live_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('bib', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('point', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('stopped_at', 'bigint')
      .execute();
    // A passing looks up its runner's alerts; an account lists its own; a target's count is capped.
    await db.schema.createIndex('live_alerts_runner').on('live_alerts').columns(['year', 'bib']).execute();
    await db.schema.createIndex('live_alerts_user').on('live_alerts').columns(['user_id', 'year']).execute();
    await db.schema.createIndex('live_alerts_target').on('live_alerts').columns(['target', 'year']).execute();

    await db.schema
      .createTable('live_alert_sends')
      .addColumn('alert_id', 'text', (c) => c.notNull())
      .addColumn('point', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_alert_sends_pk', ['alert_id', 'point'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('live_alert_sends').execute();
    await db.schema.dropTable('live_alerts').execute();
  },
};

/** Failed finish-alert sends are retried: how many tries a claim has had, and when the next may come. */
export const liveAlertRetriesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('live_alert_sends')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('live_alert_sends').addColumn('retry_at', 'bigint').execute();
    // The sweep looks up what is due by outcome.
    await db.schema
      .createIndex('live_alert_sends_due')
      .on('live_alert_sends')
      .columns(['outcome', 'retry_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('live_alert_sends_due').execute();
    await db.schema.alterTable('live_alert_sends').dropColumn('retry_at').execute();
    await db.schema.alterTable('live_alert_sends').dropColumn('attempts').execute();
  },
};
