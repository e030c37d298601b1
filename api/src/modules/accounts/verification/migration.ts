import type { Kysely, Migration } from 'kysely';

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

/**
 * Human verification with proof of work. Challenges are now signed and stateless, so issuing one writes nothing;
 * only a solved challenge is written, keyed by its id, which makes a replayed solution fail on the key and lets
 * several API processes share what was used. The old table of issued challenges held only minutes-long state.
 */
export const humanCheckMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('human_checks')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('scene', 'text', (c) => c.notNull())
      .addColumn('solved_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .execute();
    await db.schema.createIndex('human_checks_expires_at').on('human_checks').column('expires_at').execute();
    await db.schema.dropTable('captcha_challenges').execute();
  },
  async down(db: AnyDb) {
    await db.schema
      .createTable('captcha_challenges')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('nc_token', 'text', (c) => c.notNull())
      .addColumn('scene', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('solved_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .execute();
    await db.schema.dropTable('human_checks').execute();
  },
};
