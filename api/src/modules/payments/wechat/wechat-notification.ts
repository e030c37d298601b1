import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { Clock } from '../../../kernel/clock';
import type { ProviderPayment, RawNotification } from '../provider';
import { paymentOfTransaction, transactionSchema } from './wechat-transaction';

/** WeChat Pay asks merchants to refuse a signature whose timestamp is more than five minutes off. */
const WECHAT_FRESH_MS = 5 * 60_000;

const notificationSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

interface NotificationKeys {
  mchId: string;
  apiV3Key: string;
  platformSerial: string;
  platformPublicKey: KeyObject;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Checks a payment notification the way WeChat Pay API v3 signs it: the platform key's signature over
 * "timestamp\nnonce\nbody\n", a fresh timestamp, a nonce not seen before in that window (a delivery replayed as
 * it was; WeChat signs every retry anew), then the resource decrypted with the API v3 key (AES-256-GCM, whose tag
 * also proves the content). Returns null for anything that is not a genuine, successful payment of this merchant.
 */
export function createNotificationVerifier(keys: NotificationKeys, clock: Clock) {
  /** Nonces seen within the freshness window, with when each may be forgotten. */
  const seen = new Map<string, number>();
  const forgetOld = (now: number): void => {
    for (const [nonce, until] of seen) if (until < now) seen.delete(nonce);
  };
  return ({ headers, body }: RawNotification): ProviderPayment | null => {
    const timestamp = headers['wechatpay-timestamp'];
    const nonce = headers['wechatpay-nonce'];
    const signature = headers['wechatpay-signature'];
    const serial = headers['wechatpay-serial'];
    if (!timestamp || !nonce || !signature || serial !== keys.platformSerial) return null;
    if (!/^\d{1,12}$/.test(timestamp)) return null;
    const now = clock();
    if (Math.abs(now - Number(timestamp) * 1000) > WECHAT_FRESH_MS) return null;
    if (!Rsa.verify(Formatter.response(timestamp, nonce, body), signature, keys.platformPublicKey)) {
      return null;
    }
    forgetOld(now);
    if (seen.has(nonce)) return null;
    seen.set(nonce, now + 2 * WECHAT_FRESH_MS);
    const notification = notificationSchema.safeParse(parseJson(body));
    if (!notification.success || notification.data.event_type !== 'TRANSACTION.SUCCESS') return null;
    const { ciphertext, nonce: iv, associated_data: aad } = notification.data.resource;
    let plain: string;
    try {
      plain = Aes.AesGcm.decrypt(ciphertext, keys.apiV3Key, iv, aad ?? '');
    } catch {
      return null;
    }
    const transaction = transactionSchema.safeParse(parseJson(plain));
    if (!transaction.success || transaction.data.mchid !== keys.mchId) return null;
    return paymentOfTransaction(transaction.data);
  };
}
