import type { PaymentOfEntry, PaymentOutcome, PaymentsPort } from './ports';

/**
 * A small real payments side for the season's tests, in memory, keeping the seam's promises: one order per entry
 * (openOrder idempotent), refunds never beyond paid minus refunded, outcomes delivered to the listener. Until main/
 * wires the payments module, the season is tested against this.
 */
export function inMemoryPayments(onOutcome: (outcome: PaymentOutcome) => Promise<void>, now = Date.now) {
  const orders = new Map<string, PaymentOfEntry & { year: number; regNo: number }>();
  let counter = 0;
  const key = (year: number, regNo: number) => `${year}/${regNo}`;
  const port: PaymentsPort = {
    async openOrder({ year, regNo, amountFen, payBy }) {
      const open = orders.get(key(year, regNo));
      if (open) return { orderNo: open.orderNo };
      counter += 1;
      const orderNo = `T${year}${String(counter).padStart(6, '0')}`;
      orders.set(key(year, regNo), {
        year,
        regNo,
        orderNo,
        state: 'open',
        amountFen,
        paidFen: 0,
        refundedFen: 0,
        payBy,
        provider: null,
      });
      return { orderNo };
    },
    async refund({ year, regNo, amountFen }) {
      const order = orders.get(key(year, regNo));
      if (!order || amountFen > order.paidFen - order.refundedFen)
        throw new Error('refund beyond what was paid');
      counter += 1;
      order.state = 'refunding';
      return { refundNo: `R${counter}` };
    },
    async paymentOf(year, regNo) {
      const order = orders.get(key(year, regNo));
      return order ? { ...order } : null;
    },
  };
  return {
    port,
    orders,
    /** The runner pays the whole order (a provider's notification). */
    async pay(year: number, regNo: number) {
      const order = orders.get(key(year, regNo));
      if (!order) throw new Error(`no order for ${regNo}`);
      order.state = 'paid';
      order.paidFen = order.amountFen;
      order.provider = 'dev';
      await onOutcome({
        kind: 'paid',
        year,
        regNo,
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        provider: 'dev',
        at: now(),
      });
    },
    async expire(year: number, regNo: number) {
      const order = orders.get(key(year, regNo));
      if (!order) throw new Error(`no order for ${regNo}`);
      order.state = 'expired';
      await onOutcome({ kind: 'expired', year, regNo, orderNo: order.orderNo, at: now() });
    },
    async refunded(year: number, regNo: number, refundNo: string, amountFen: number) {
      const order = orders.get(key(year, regNo));
      if (!order) throw new Error(`no order for ${regNo}`);
      order.state = 'refunded';
      order.refundedFen += amountFen;
      await onOutcome({
        kind: 'refunded',
        year,
        regNo,
        orderNo: order.orderNo,
        refundNo,
        amountFen,
        at: now(),
      });
    },
  };
}
