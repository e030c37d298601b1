import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/** Sign-up: registrations made on the site, entry qualification applications and race-kit mailing requests. */
export const signupMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('signup_registrations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('submission_id', 'text', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('id_hash', 'text', (c) => c.notNull())
      .addColumn('id_masked', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('signup_registrations_user_submission', ['user_id', 'submission_id'])
      .addUniqueConstraint('signup_registrations_user_year', ['user_id', 'year'])
      .addUniqueConstraint('signup_registrations_year_reg_no', ['year', 'reg_no'])
      .execute();
    await db.schema
      .createIndex('signup_registrations_id_hash')
      .on('signup_registrations')
      .columns(['id_hash', 'year'])
      .execute();

    await db.schema
      .createTable('signup_applications')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('documents', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('reviewed_at', 'bigint')
      .addUniqueConstraint('signup_applications_user_year', ['user_id', 'year'])
      .execute();
    await db.schema
      .createIndex('signup_applications_status')
      .on('signup_applications')
      .columns(['status', 'submitted_at'])
      .execute();

    await db.schema
      .createTable('signup_mailings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('registration_id', 'integer', (c) =>
        c.notNull().unique().references('signup_registrations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('phone_hash', 'text', (c) => c.notNull())
      .addColumn('phone_masked', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tracking_no', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signup_mailings_user').on('signup_mailings').column('user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('signup_mailings').execute();
    await db.schema.dropTable('signup_applications').execute();
    await db.schema.dropTable('signup_registrations').execute();
  },
};
