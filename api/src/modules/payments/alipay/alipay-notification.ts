import type { AlipaySdk } from 'alipay-sdk';
import type { Clock } from '../../../kernel/clock';
import type { ProviderPayment, RawNotification } from '../provider';
import { fromBeijingTime } from './beijing-time';
import { yuanToFen } from './yuan';

/**
 * Alipay retries an unanswered notification for about 25 hours; a notification older than that (with a margin
 * for clocks) is refused as a replay. Within it, a delivery repeated is the same payment, applied once by payments.
 */
const FRESH_MS = 26 * 3600_000;
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Checks an asynchronous notification the way Alipay signs it: RSA2 over the sorted fields less sign and
 * sign_type, with Alipay's public key (the library's check), then that it is this application's, fresh, and a
 * payment. Returns null for anything else.
 */
export function createNotificationVerifier(sdk: AlipaySdk, appId: string, clock: Clock) {
  return ({ body }: RawNotification): ProviderPayment | null => {
    // The form's values decoded once here; the signature covers the decoded text, so the library must not decode again.
    const fields = Object.fromEntries(new URLSearchParams(body));
    if (!fields.sign || (fields.sign_type ?? 'RSA2') !== 'RSA2') return null;
    if (!sdk.checkNotifySignV2(fields)) return null;
    if (fields.app_id !== appId || !fields.notify_id) return null;
    const sentAt = fromBeijingTime(fields.notify_time ?? '');
    if (sentAt === null || Math.abs(clock() - sentAt) > FRESH_MS) return null;
    const { out_trade_no: orderNo, trade_no: txnId } = fields;
    if (!orderNo || !txnId || !PAID.has(fields.trade_status ?? '')) return null;
    const amountFen = yuanToFen(fields.total_amount ?? '');
    const at = fromBeijingTime(fields.gmt_payment ?? '');
    if (amountFen === null || at === null) return null;
    // Named by the trade, so every notification of it (and a query of it) is one report.
    return { eventId: `pay-${txnId}`, orderNo, txnId, amountFen, at };
  };
}
