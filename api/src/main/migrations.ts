import { registrationWithdrawnAtMigration } from '../modules/registrations';
import { seasonMigration, seasonNoticesMigration } from '../modules/season';
import { pickupMigration } from '../modules/pickup';
import { auditMigration } from '../modules/audit';
import { staffMigration } from '../modules/staff';
import type { Kysely, Migration } from 'kysely';
import { raceDataMigration } from '../modules/results';
import { nameSearchMigration } from '../modules/results';
import { nameKeysMigration } from '../modules/results';
import { resultStatusMigration } from '../modules/results';
import { resultUnlistedMigration } from '../modules/results';
import { correctionsMigration } from '../modules/results';
import { sharedStateMigration } from '../platform/shared-state/migration';
import { signupMigration } from '../modules/signup';
import { humanCheckMigration } from '../modules/accounts';
import { liveAlertRetriesMigration, liveAlertsMigration } from '../modules/live';
import { liveMigration } from '../modules/live';
import { liveReceivedIndexMigration } from '../modules/live';
import { liveFeedTurnMigration } from '../modules/live';
import { liveFollowedMigration } from '../modules/live';
import { timingKeysMigration } from '../modules/live';
import { paymentsMigration } from '../modules/payments';
import { contentRevisionsMigration } from '../modules/content';
import { messagesMigration } from '../modules/messages';

/*
 * Every migration, in order, written in code: the server is bundled into one file, so there is no folder to scan.
 * Names sort lexically (Kysely runs them in name order); never edit one that has shipped, add the next instead.
 * Column types are the ones both SQLite and PostgreSQL take: text, integer, bigint.
 */

// Migrations see the database as it was when they were written, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

const m0001_foundation: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('races')
      .addColumn('race_id', 'text', (c) => c.primaryKey())
      .addColumn('race_name', 'text', (c) => c.notNull())
      .addColumn('race_name_en', 'text')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('sign_up_start_time', 'bigint')
      .addColumn('sign_up_end_time', 'bigint')
      .addColumn('show_sign_up_start_time', 'bigint')
      .addColumn('show_sign_up_end_time', 'bigint')
      .addColumn('province_id', 'text')
      .addColumn('city_id', 'text')
      .addColumn('district_id', 'text')
      .addColumn('detail_address', 'text')
      .addColumn('img_detail', 'text')
      .addColumn('item_time_setting', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('race_category_id', 'text')
      .addColumn('race_features', 'text')
      .addColumn('race_item_type_name', 'text')
      .addColumn('race_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submit_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sign_up_open_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sign_up_max_number', 'integer')
      .addColumn('sign_up_url', 'text')
      .addColumn('contact_name', 'text')
      .addColumn('contact_phone', 'text')
      .addColumn('organization_id', 'text')
      .addColumn('create_user', 'text')
      .addColumn('update_user', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('website_domains')
      .addColumn('domain_name', 'text', (c) => c.primaryKey())
      .addColumn('race_id', 'text', (c) => c.notNull().references('races.race_id').onDelete('cascade'))
      .addColumn('website_name', 'text')
      .addColumn('online_status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('website_domains_race_id').on('website_domains').column('race_id').execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_no', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('nick', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text')
      .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avatar', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('users').execute();
    await db.schema.dropTable('website_domains').execute();
    await db.schema.dropTable('races').execute();
  },
};

/** Accounts (issue 4): slider challenges, verification codes and uploaded files. */
const m0004_accounts: Migration = {
  async up(db: AnyDb) {
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

    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('purpose', 'integer', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('verification_codes_target')
      .on('verification_codes')
      .columns(['target', 'purpose', 'created_at'])
      .execute();
    await db.schema
      .createIndex('verification_codes_address')
      .on('verification_codes')
      .columns(['address', 'created_at'])
      .execute();

    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_user_id').on('uploads').columns(['user_id', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('uploads').execute();
    await db.schema.dropTable('verification_codes').execute();
    await db.schema.dropTable('captcha_challenges').execute();
  },
};

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001_foundation,
  '0004_accounts': m0004_accounts,
  '0005_race_data': raceDataMigration,
  '0006_signup': signupMigration,
  '0007_shared_state': sharedStateMigration,
  '0008_human_check': humanCheckMigration,
  '0009_results_name_search': nameSearchMigration,
  '0010_result_status': resultStatusMigration,
  '0011_result_corrections': correctionsMigration,
  '0012_live': liveMigration,
  '0013_results_name_keys': nameKeysMigration,
  '0014_live_alerts': liveAlertsMigration,
  '0015_live_followed': liveFollowedMigration,
  '0016_live_alert_retries': liveAlertRetriesMigration,
  '0017_live_received_index': liveReceivedIndexMigration,
  '0018_live_feed_turns': liveFeedTurnMigration,
  '0019_staff': staffMigration,
  '0020_audit': auditMigration,
  '0021_result_unlisted': resultUnlistedMigration,
  '0022_season': seasonMigration,
  '0024_payments': paymentsMigration,
  '0026_pickup': pickupMigration,
  '0027_timing_keys': timingKeysMigration,
  '0028_season_notices': seasonNoticesMigration,
  '0029_registration_withdrawn_at': registrationWithdrawnAtMigration,
  '0030_content_revisions': contentRevisionsMigration,
  '0031_messages': messagesMigration,
};
