import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import type { Database } from '../../platform/db/schema';
import type { OrderState, PaymentOutcome, PaymentView } from './outcome';
import type { Checkout, PaymentProvider, ProviderPayment, RawNotification } from './provider';
import { PaymentRefusal } from './refusal';

export interface PaymentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  providers: Record<string, PaymentProvider>;
  /** Must be idempotent: an outcome is delivered again when a delivery failed or the process stopped. */
  onOutcome: (outcome: PaymentOutcome) => Promise<void>;
}

/** What a notification did: applied once, or recognised as already known (nothing changed). */
export type NotificationResult = 'paid' | 'duplicate' | 'already-paid' | 'late-refunded';

/** How long a process may take to deliver one outcome before another may try. */
const CLAIM_MS = 60_000;
const REFUNDABLE: OrderState[] = ['paid', 'refunding', 'refunded', 'refund-failed'];
const newNo = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
/** The ids a refund's outcome is stored under (one of the two, once it is settled). */
const refundOutcomeIds = (refundNo: string): string[] => [
  `refunded:${refundNo}`,
  `refund-failed:${refundNo}`,
];
const positiveFen = (fen: number): void => {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new PaymentRefusal('bad-amount');
};

export function createPayments(deps: PaymentsDeps) {
  const { db, clock } = deps;
  const providerOf = (name: string): PaymentProvider => {
    const provider = deps.providers[name];
    if (!provider) throw new PaymentRefusal('unknown-provider');
    return provider;
  };
  const addOutcome = async (
    trx: Transaction<Database>,
    id: string,
    outcome: PaymentOutcome,
  ): Promise<void> => {
    await trx
      .insertInto('payment_outcomes')
      .values({
        id,
        payload: JSON.stringify(outcome),
        created_at: outcome.at,
        claimed_until: null,
        delivered_at: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  };

  /**
   * Calls the listener for every outcome not yet delivered, oldest first. Each is claimed first (a conditional
   * update with a lease), so two processes sweeping at once deliver it once; a failed call releases the claim and a
   * crash lets the lease end, so it is delivered again later (the listener is idempotent for that case). Given
   * ids, only those (what a call just wrote): a busy minute of notifications does not make each one walk every
   * outcome still pending; the sweep delivers the rest.
   */
  async function deliverOutcomes(ids?: readonly string[]): Promise<number> {
    if (ids?.length === 0) return 0;
    let query = db.selectFrom('payment_outcomes').selectAll().where('delivered_at', 'is', null);
    if (ids) query = query.where('id', 'in', [...ids]);
    const pending = await query.orderBy('created_at').orderBy('id').execute();
    let delivered = 0;
    for (const row of pending) {
      const now = clock();
      const claimed = await db
        .updateTable('payment_outcomes')
        .set({ claimed_until: now + CLAIM_MS })
        .where('id', '=', row.id)
        .where('delivered_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) continue;
      try {
        await deps.onOutcome(JSON.parse(row.payload) as PaymentOutcome);
      } catch (error) {
        await db
          .updateTable('payment_outcomes')
          .set({ claimed_until: null })
          .where('id', '=', row.id)
          .execute();
        throw error;
      }
      await db
        .updateTable('payment_outcomes')
        .set({ delivered_at: clock() })
        .where('id', '=', row.id)
        .execute();
      delivered++;
    }
    return delivered;
  }

  /** After a state change: the change is committed and its outcome stored; a listener down now is retried by the sweep. */
  const deliverSoon = (ids: readonly string[]): Promise<void> =>
    deliverOutcomes(ids).then(
      () => undefined,
      () => undefined,
    );

  async function openOrder(input: {
    year: number;
    regNo: number;
    raceItem: string;
    amountFen: number;
    payBy: number;
  }) {
    positiveFen(input.amountFen);
    const now = clock();
    // One order per registration: the unique (year, reg_no) makes a second call, even from another process, a no-op.
    await db
      .insertInto('payment_orders')
      .values({
        order_no: newNo('P'),
        year: input.year,
        reg_no: input.regNo,
        race_item: input.raceItem,
        amount_fen: input.amountFen,
        paid_fen: 0,
        refunded_fen: 0,
        refunding_fen: 0,
        state: 'open',
        pay_by: input.payBy,
        provider: null,
        provider_txn: null,
        created_at: now,
        paid_at: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['year', 'reg_no']).doNothing())
      .execute();
    const row = await db
      .selectFrom('payment_orders')
      .select('order_no')
      .where('year', '=', input.year)
      .where('reg_no', '=', input.regNo)
      .executeTakeFirstOrThrow();
    return { orderNo: row.order_no };
  }

  /** An order by its number (the stand-in's checkout page shows it). */
  async function orderByNo(orderNo: string): Promise<(PaymentView & { year: number; regNo: number }) | null> {
    const row = await db
      .selectFrom('payment_orders')
      .select(['year', 'reg_no'])
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (!row) return null;
    const view = await paymentOf(row.year, row.reg_no);
    return view ? { ...view, year: row.year, regNo: row.reg_no } : null;
  }

  async function paymentOf(year: number, regNo: number): Promise<PaymentView | null> {
    const row = await db
      .selectFrom('payment_orders')
      .selectAll()
      .where('year', '=', year)
      .where('reg_no', '=', regNo)
      .executeTakeFirst();
    if (!row) return null;
    return {
      orderNo: row.order_no,
      state: row.state as OrderState,
      amountFen: Number(row.amount_fen),
      paidFen: Number(row.paid_fen),
      refundedFen: Number(row.refunded_fen),
      payBy: Number(row.pay_by),
      provider: row.provider,
    };
  }

  /**
   * The runner chose a provider and pressed pay: the order is bound to that provider (a conditional update, so two
   * tabs choosing two providers cannot both win) and the provider's checkout is made with our order number as its
   * idempotency key, so pressing again returns the same checkout and never a second charge.
   */
  async function startCheckout(year: number, regNo: number, providerName: string): Promise<Checkout> {
    const provider = providerOf(providerName);
    const now = clock();
    const order = await db
      .selectFrom('payment_orders')
      .selectAll()
      .where('year', '=', year)
      .where('reg_no', '=', regNo)
      .executeTakeFirst();
    if (!order) throw new PaymentRefusal('unknown-order');
    const bound = await db
      .updateTable('payment_orders')
      .set({ provider: providerName, updated_at: now })
      .where('order_no', '=', order.order_no)
      .where('state', '=', 'open')
      .where('pay_by', '>', now)
      .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', '=', providerName)]))
      .executeTakeFirst();
    if (bound.numUpdatedRows === 0n) {
      throw new PaymentRefusal(
        order.state === 'open' && Number(order.pay_by) > now ? 'other-provider' : 'not-open',
      );
    }
    return provider.checkout({
      orderNo: order.order_no,
      amountFen: Number(order.amount_fen),
      description: `${order.year} ${order.race_item} #${order.reg_no}`,
      payBy: Number(order.pay_by),
    });
  }

  /** Applies a genuine payment report (notification or query) once; a repeat, late or stale report changes nothing. */
  async function applyPayment(providerName: string, payment: ProviderPayment): Promise<NotificationResult> {
    const now = clock();
    const result = await db
      .transaction()
      .execute(async (trx): Promise<NotificationResult | { lateRefund: string }> => {
        const order = await trx
          .selectFrom('payment_orders')
          .selectAll()
          .where('order_no', '=', payment.orderNo)
          .executeTakeFirst();
        if (!order) throw new PaymentRefusal('unknown-order');
        if (payment.amountFen !== Number(order.amount_fen)) throw new PaymentRefusal('wrong-amount');
        if (order.provider !== null && order.provider !== providerName)
          throw new PaymentRefusal('other-provider');
        const recorded = await trx
          .insertInto('payment_notifications')
          .values({
            id: `${providerName}:${payment.eventId}`,
            order_no: order.order_no,
            provider: providerName,
            kind: 'paid',
            amount_fen: payment.amountFen,
            received_at: now,
            outcome: order.state === 'open' ? 'paid' : `seen-${order.state}`,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (recorded.numInsertedOrUpdatedRows === 0n) return 'duplicate';
        const paid = await trx
          .updateTable('payment_orders')
          .set({
            state: 'paid',
            paid_fen: payment.amountFen,
            provider: providerName,
            provider_txn: payment.txnId,
            paid_at: payment.at,
            updated_at: now,
          })
          .where('order_no', '=', order.order_no)
          .where('state', '=', 'open')
          .executeTakeFirst();
        if (paid.numUpdatedRows === 1n) {
          await addOutcome(trx, `paid:${order.order_no}`, {
            kind: 'paid',
            year: order.year,
            regNo: order.reg_no,
            orderNo: order.order_no,
            amountFen: payment.amountFen,
            provider: providerName,
            at: now,
          });
          return 'paid';
        }
        // Money taken after the window closed and the place went on: recorded as paid and given back in full.
        const late = await trx
          .updateTable('payment_orders')
          .set({
            paid_fen: payment.amountFen,
            refunding_fen: payment.amountFen,
            provider: providerName,
            provider_txn: payment.txnId,
            paid_at: payment.at,
            updated_at: now,
          })
          .where('order_no', '=', order.order_no)
          .where('state', '=', 'expired')
          .where('paid_fen', '=', 0)
          .executeTakeFirst();
        if (late.numUpdatedRows === 1n) {
          const refundNo = newNo('R');
          await trx
            .insertInto('payment_refunds')
            .values({
              refund_no: refundNo,
              order_no: order.order_no,
              amount_fen: payment.amountFen,
              reason: 'paid after the pay window closed',
              actor: 'system',
              state: 'requested',
              fail_reason: null,
              created_at: now,
              done_at: null,
            })
            .execute();
          return { lateRefund: refundNo };
        }
        return 'already-paid';
      });
    if (typeof result === 'object') {
      await sendRefund(result.lateRefund).catch(() => undefined);
      await deliverSoon(refundOutcomeIds(result.lateRefund));
      return 'late-refunded';
    }
    if (result === 'paid') await deliverSoon([`paid:${payment.orderNo}`]);
    return result;
  }

  async function handleNotification(
    providerName: string,
    notification: RawNotification,
  ): Promise<NotificationResult> {
    const payment = providerOf(providerName).verifyNotification(notification);
    if (!payment) throw new PaymentRefusal('bad-signature');
    return applyPayment(providerName, payment);
  }

  /** Records the provider's answer to a refund once (a conditional update on the refund's state). */
  async function settleRefund(
    refundNo: string,
    answer: { ok: true } | { ok: false; reason: string },
  ): Promise<void> {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable('payment_refunds')
        .set({
          state: answer.ok ? 'refunded' : 'failed',
          fail_reason: answer.ok ? null : answer.reason,
          done_at: now,
        })
        .where('refund_no', '=', refundNo)
        .where('state', '=', 'requested')
        .executeTakeFirst();
      if (settled.numUpdatedRows === 0n) return;
      const refund = await trx
        .selectFrom('payment_refunds')
        .selectAll()
        .where('refund_no', '=', refundNo)
        .executeTakeFirstOrThrow();
      const fen = Number(refund.amount_fen);
      await trx
        .updateTable('payment_orders')
        .set((eb) => ({
          refunding_fen: eb('refunding_fen', '-', fen),
          refunded_fen: answer.ok ? eb('refunded_fen', '+', fen) : eb.ref('refunded_fen'),
          updated_at: now,
        }))
        .where('order_no', '=', refund.order_no)
        .execute();
      const order = await trx
        .selectFrom('payment_orders')
        .selectAll()
        .where('order_no', '=', refund.order_no)
        .executeTakeFirstOrThrow();
      const state: OrderState =
        Number(order.refunding_fen) > 0 ? 'refunding' : answer.ok ? 'refunded' : 'refund-failed';
      // A late payment's order stays expired (its place went on); only its money is given back.
      if (order.state !== 'expired') {
        await trx
          .updateTable('payment_orders')
          .set({ state })
          .where('order_no', '=', order.order_no)
          .execute();
      }
      const base = { year: order.year, regNo: order.reg_no, orderNo: order.order_no, refundNo, at: now };
      await addOutcome(
        trx,
        `${answer.ok ? 'refunded' : 'refund-failed'}:${refundNo}`,
        answer.ok
          ? { kind: 'refunded', ...base, amountFen: fen }
          : { kind: 'refund-failed', ...base, reason: answer.reason },
      );
    });
  }

  /** Asks the order's provider for a refund; a provider that cannot be reached leaves it requested (retried). */
  async function sendRefund(refundNo: string): Promise<void> {
    const refund = await db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_no', '=', refund.order_no)
      .executeTakeFirstOrThrow();
    const provider = providerOf(order.provider ?? '');
    const answer = await provider.refund({
      orderNo: order.order_no,
      refundNo,
      amountFen: Number(refund.amount_fen),
      totalFen: Number(order.paid_fen),
    });
    await settleRefund(refundNo, answer);
  }

  /**
   * A refund back through the provider that took the money. The amount is reserved by one conditional update
   * (paid − refunded − refunding ≥ amount), so two processes refunding at once can never exceed what was paid.
   */
  async function refund(input: {
    year: number;
    regNo: number;
    amountFen: number;
    reason: string;
    actor: string;
  }) {
    positiveFen(input.amountFen);
    const now = clock();
    const refundNo = newNo('R');
    await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('payment_orders')
        .select('order_no')
        .where('year', '=', input.year)
        .where('reg_no', '=', input.regNo)
        .executeTakeFirst();
      // No order: nothing was paid, so any refund is beyond it.
      if (!order) throw new PaymentRefusal('beyond-paid');
      const reserved = await trx
        .updateTable('payment_orders')
        .set((eb) => ({
          refunding_fen: eb('refunding_fen', '+', input.amountFen),
          state: 'refunding',
          updated_at: now,
        }))
        .where('order_no', '=', order.order_no)
        .where('state', 'in', REFUNDABLE)
        .where((eb) =>
          eb(
            eb(eb('paid_fen', '-', eb.ref('refunded_fen')), '-', eb.ref('refunding_fen')),
            '>=',
            input.amountFen,
          ),
        )
        .executeTakeFirst();
      if (reserved.numUpdatedRows === 0n) throw new PaymentRefusal('beyond-paid');
      await trx
        .insertInto('payment_refunds')
        .values({
          refund_no: refundNo,
          order_no: order.order_no,
          amount_fen: input.amountFen,
          reason: input.reason,
          actor: input.actor,
          state: 'requested',
          fail_reason: null,
          created_at: now,
          done_at: null,
        })
        .execute();
    });
    try {
      await sendRefund(refundNo);
      await deliverSoon(refundOutcomeIds(refundNo));
    } catch {
      // The provider was not reached: the refund stays requested and the sweep sends it again (same refund number).
    }
    return { refundNo };
  }

  /**
   * The sweep: asks the provider about open orders whose notification never came, closes orders whose window
   * passed (after asking, so a late payment is not lost), sends refunds still requested and delivers outcomes.
   */
  async function sweep(): Promise<{ found: number; expired: number }> {
    const now = clock();
    let found = 0;
    let expired = 0;
    const open = await db.selectFrom('payment_orders').selectAll().where('state', '=', 'open').execute();
    for (const order of open) {
      if (order.provider) {
        const provider = providerOf(order.provider);
        const answer = await provider.query(order.order_no);
        if (answer.paid) {
          const applied = await applyPayment(order.provider, {
            ...answer.payment,
            eventId: `query:${answer.payment.txnId}`,
          });
          if (applied === 'paid') found++;
          continue;
        }
        if (Number(order.pay_by) > now) continue;
        await provider.close(order.order_no);
      } else if (Number(order.pay_by) > now) continue;
      await db.transaction().execute(async (trx) => {
        const closed = await trx
          .updateTable('payment_orders')
          .set({ state: 'expired', updated_at: now })
          .where('order_no', '=', order.order_no)
          .where('state', '=', 'open')
          .executeTakeFirst();
        if (closed.numUpdatedRows === 0n) return;
        expired++;
        await addOutcome(trx, `expired:${order.order_no}`, {
          kind: 'expired',
          year: order.year,
          regNo: order.reg_no,
          orderNo: order.order_no,
          at: now,
        });
      });
    }
    const requested = await db
      .selectFrom('payment_refunds')
      .select('refund_no')
      .where('state', '=', 'requested')
      .execute();
    for (const r of requested) await sendRefund(r.refund_no).catch(() => undefined);
    await deliverOutcomes();
    return { found, expired };
  }

  return {
    openOrder,
    paymentOf,
    orderByNo,
    startCheckout,
    handleNotification,
    refund,
    sweep,
    deliverOutcomes,
  };
}

export type Payments = ReturnType<typeof createPayments>;
