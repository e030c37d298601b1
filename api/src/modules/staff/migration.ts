import type { Kysely, Migration } from 'kysely';

/** The organisers' staff: members, invitations and sessions (see tables.ts). */
export const staffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_members')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('last_totp_step', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('invited_by', 'text')
      .execute();
    await db.schema
      .createTable('staff_invitations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull().references('staff_members.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('staff_invitations_member')
      .on('staff_invitations')
      .column('member_id')
      .execute();
    await db.schema
      .createTable('staff_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull().references('staff_members.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('staff_sessions_member').on('staff_sessions').column('member_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_sessions').execute();
    await db.schema.dropTable('staff_invitations').execute();
    await db.schema.dropTable('staff_members').execute();
  },
};
