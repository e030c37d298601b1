import type { Kysely, Migration } from 'kysely';

/** The organisers' messages to segments, their queue and the opt-outs (see tables.ts). */
export const messagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('message_campaigns')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('segment', 'text', (c) => c.notNull())
      .addColumn('race_item', 'text')
      .addColumn('subject_zh', 'text', (c) => c.notNull())
      .addColumn('body_zh', 'text', (c) => c.notNull())
      .addColumn('subject_en', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('sent_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('message_queue')
      .addColumn('campaign_id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('facts', 'text', (c) => c.notNull())
      .addColumn('queued_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addPrimaryKeyConstraint('message_queue_pk', ['campaign_id', 'year', 'reg_no'])
      .execute();
    // The sweep reads the unsent ones, oldest first.
    await db.schema
      .createIndex('message_queue_unsent')
      .on('message_queue')
      .columns(['sent_at', 'queued_at'])
      .execute();
    await db.schema
      .createTable('message_opt_outs')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('opted_out_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_opt_outs').execute();
    await db.schema.dropTable('message_queue').execute();
    await db.schema.dropTable('message_campaigns').execute();
  },
};
