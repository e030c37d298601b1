import type { Kysely, Migration } from 'kysely';

/** The season's draws and each entry's place in one (see tables.ts). */
export const seasonMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('season_draws')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('seed', 'text')
      .addColumn('committed_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('drawn_at', 'bigint')
      .addColumn('drawn_by', 'text')
      .addColumn('drawn_places', 'integer')
      .addPrimaryKeyConstraint('season_draws_pk', ['year', 'race_item'])
      .execute();
    await db.schema
      .createTable('season_draw_entries')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('won_round', 'integer')
      .addColumn('won_at', 'bigint')
      .addColumn('order_no', 'text')
      .addColumn('pay_by', 'bigint')
      .addColumn('refund_no', 'text')
      .addColumn('refund_fen', 'integer')
      .addColumn('refund_state', 'text')
      .addColumn('refund_reason', 'text')
      .addPrimaryKeyConstraint('season_draw_entries_pk', ['year', 'reg_no'])
      .execute();
    await db.schema
      .createIndex('season_draw_entries_order')
      .on('season_draw_entries')
      .columns(['year', 'race_item', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('season_draw_entries').execute();
    await db.schema.dropTable('season_draws').execute();
  },
};
