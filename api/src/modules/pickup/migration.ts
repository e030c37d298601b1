import type { Kysely, Migration } from 'kysely';

/** Desk links and kit pickups (tables.ts): one pickup per entry (the key), one per client pickup id. */
export const pickupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pickup_desks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('desk_name', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('issued_by', 'text', (c) => c.notNull())
      .addColumn('issued_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('kit_pickups')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('pickup_id', 'text', (c) => c.notNull().unique())
      .addColumn('desk_id', 'text', (c) => c.notNull())
      .addColumn('desk_name', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('by_proxy', 'integer', (c) => c.notNull())
      .addColumn('proxy_name', 'text')
      .addColumn('proxy_id_last4', 'text')
      .addPrimaryKeyConstraint('kit_pickups_pk', ['year', 'reg_no'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kit_pickups').execute();
    await db.schema.dropTable('pickup_desks').execute();
  },
};
