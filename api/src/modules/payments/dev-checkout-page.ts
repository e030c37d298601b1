import { escapeHtml, renderBilingualPage } from '../../platform/http/bilingual-page';

/** Fen as yuan with two decimals, exactly (no floating point). */
export const yuanOf = (fen: number): string =>
  `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const beijingTime = (at: number): string =>
  new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export type DevCheckoutState =
  | { kind: 'ask'; orderNo: string; amountFen: number; payBy: number; back: string }
  | { kind: 'paid'; back: string }
  | { kind: 'cancelled'; back: string }
  | { kind: 'refused'; zh: string; en: string; back: string | null };

const backLink = (back: string | null): string =>
  back
    ? `<p><a href="${escapeHtml(back)}" data-testid="dev-checkout-back">返回个人中心 / Back to your account</a></p>`
    : '';

const NOTE =
  '<p class="note">开发环境的模拟支付，不会产生真实扣款。<br><span lang="en">The development stand-in: no real money moves.</span></p>';

/**
 * The development provider's checkout page (local mode only): what a runner meets at a real provider's cashier,
 * reduced to pay or cancel, and said plainly to be a stand-in.
 */
export function renderDevCheckout(state: DevCheckoutState): string {
  if (state.kind === 'ask') {
    const amount = yuanOf(state.amountFen);
    const form = `<dl><dt>订单号 / Order</dt><dd>${escapeHtml(state.orderNo)}</dd><dt>金额 / Amount</dt><dd data-testid="dev-checkout-amount">¥${amount}</dd><dt>支付截止（北京时间）/ Pay by (Beijing time)</dt><dd>${beijingTime(state.payBy)}</dd></dl>${NOTE}<form method="post" action="pay"><input type="hidden" name="order" value="${escapeHtml(state.orderNo)}"><input type="hidden" name="back" value="${escapeHtml(state.back)}"><button type="submit" name="action" value="pay" data-testid="dev-checkout-pay">确认支付 / Pay ¥${amount}</button><button type="submit" name="action" value="cancel" class="quiet" data-testid="dev-checkout-cancel">取消 / Cancel</button></form>`;
    return renderBilingualPage({
      testId: 'dev-checkout',
      state: 'ask',
      zh: ['支付报名费', '请确认支付以下订单。'],
      en: ['Pay the entry fee', 'Please confirm the payment of this order.'],
      body: form,
    });
  }
  if (state.kind === 'paid') {
    return renderBilingualPage({
      testId: 'dev-checkout',
      state: 'paid',
      zh: ['支付成功', '报名费已支付，个人中心将显示已缴费。'],
      en: ['Payment made', 'The entry fee is paid; your account will show it as paid.'],
      body: backLink(state.back),
    });
  }
  if (state.kind === 'cancelled') {
    return renderBilingualPage({
      testId: 'dev-checkout',
      state: 'cancelled',
      zh: ['已取消支付', '没有扣款。支付截止前可在个人中心再次支付。'],
      en: ['Payment cancelled', 'Nothing was charged. You can pay from your account before the deadline.'],
      body: backLink(state.back),
    });
  }
  return renderBilingualPage({
    testId: 'dev-checkout',
    state: 'refused',
    zh: ['无法支付', escapeHtml(state.zh)],
    en: ['Cannot pay', escapeHtml(state.en)],
    body: backLink(state.back),
  });
}
