import type { Kysely, Migration } from 'kysely';

/** Orders, notifications, refunds and the outcome outbox of the payments module (see tables.ts). */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('reg_no', 'integer', (c) => c.notNull())
      .addColumn('race_item', 'text', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('paid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refunded_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refunding_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('pay_by', 'bigint', (c) => c.notNull())
      .addColumn('provider', 'text')
      .addColumn('provider_txn', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('payment_orders_registration', ['year', 'reg_no'])
      .execute();
    await db.schema
      .createIndex('payment_orders_state_pay_by')
      .on('payment_orders')
      .columns(['state', 'pay_by'])
      .execute();
    await db.schema
      .createTable('payment_notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_refunds')
      .addColumn('refund_no', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('fail_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_no').execute();
    await db.schema
      .createTable('payment_outcomes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_outcomes').execute();
    await db.schema.dropTable('payment_refunds').execute();
    await db.schema.dropTable('payment_notifications').execute();
    await db.schema.dropTable('payment_orders').execute();
  },
};
