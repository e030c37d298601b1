/** Why the payments module refused something; the route answers it with both texts. */
export type RefusalReason =
  | 'bad-signature'
  | 'unknown-provider'
  | 'unknown-order'
  | 'wrong-amount'
  | 'other-provider'
  | 'not-open'
  | 'beyond-paid'
  | 'bad-amount';

const TEXTS: Record<RefusalReason, { zh: string; en: string }> = {
  'bad-signature': {
    zh: '支付通知签名无效或已过期，已拒绝',
    en: 'The payment notification has an invalid or stale signature and was refused',
  },
  'unknown-provider': { zh: '未配置该支付方式', en: 'This payment method is not configured' },
  'unknown-order': {
    zh: '支付通知所指的订单不存在，已拒绝',
    en: 'The payment notification names an order that does not exist and was refused',
  },
  'wrong-amount': {
    zh: '支付通知的金额与订单金额不符，已拒绝',
    en: 'The payment notification is for another amount than the order and was refused',
  },
  'other-provider': {
    zh: '该订单已选择其他支付方式',
    en: 'This order is already being paid with another payment method',
  },
  'not-open': {
    zh: '该订单已不在待支付状态或已过支付期限',
    en: 'This order is no longer open for payment or its pay window has passed',
  },
  'beyond-paid': {
    zh: '退款金额超过已支付未退款的金额，已拒绝',
    en: 'The refund is more than was paid and not yet refunded, and was refused',
  },
  'bad-amount': {
    zh: '金额必须是正整数（单位：分）',
    en: 'The amount must be a positive whole number of fen',
  },
};

/** An expected refusal: nothing was changed. Services throw it; routes turn it into a bilingual answer. */
export class PaymentRefusal extends Error {
  readonly reason: RefusalReason;
  readonly zh: string;
  readonly en: string;
  constructor(reason: RefusalReason) {
    super(TEXTS[reason].en);
    this.name = 'PaymentRefusal';
    this.reason = reason;
    this.zh = TEXTS[reason].zh;
    this.en = TEXTS[reason].en;
  }
}
