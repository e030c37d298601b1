import type { Kysely, Migration } from 'kysely';

/** The audit trail (see tables.ts), indexed for the searches by time, member and record. */
export const auditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('staff_id', 'text', (c) => c.notNull())
      .addColumn('staff_name', 'text', (c) => c.notNull())
      .addColumn('staff_role', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('client_address', 'text')
      .addColumn('request_id', 'text')
      .execute();
    await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
    await db.schema
      .createIndex('audit_events_staff')
      .on('audit_events')
      .columns(['staff_id', 'at'])
      .execute();
    await db.schema
      .createIndex('audit_events_record')
      .on('audit_events')
      .columns(['record_type', 'record_id', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_events').execute();
  },
};
