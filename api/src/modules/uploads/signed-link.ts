import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOADS_PATH } from '@marathon/shared/api';

/**
 * Uploaded files are private (residence proofs, ID photos, signatures, certificates). A page cannot send its
 * session header with an <img> or an <iframe>, so the API hands the owner (or the organisers) a signed address
 * that serves the file for a few minutes: HMAC-SHA-256 over the stored name and the expiry, with a key derived from
 * CAPTCHA_SECRET, which every API process shares. Changing that secret ends every address in flight; the page
 * simply asks again.
 */
export const LINK_LIFETIME_MS = 10 * 60_000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('upload-link').digest();
const signatureOf = (secret: string, name: string, expiresS: number) =>
  createHmac('sha256', keyOf(secret)).update(`${name}\n${expiresS}`).digest('hex');

/** `/user-center/uploads/<name>?expires=<epoch s>&signature=<hex>`, valid until `expiresAt` (epoch ms). */
export function signedUploadPath(secret: string, name: string, expiresAt: number): string {
  const expiresS = Math.floor(expiresAt / 1000);
  return `${UPLOADS_PATH}/${name}?expires=${expiresS}&signature=${signatureOf(secret, name, expiresS)}`;
}

export type LinkCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'unsigned' | 'expired' };

/** Whether a request's `expires` and `signature` open this stored name now. */
export function checkSignedLink(
  secret: string,
  name: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): LinkCheck {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'unsigned' };
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
    return { ok: false, reason: 'unsigned' };
  const expiresS = Number(expires);
  const expected = Buffer.from(signatureOf(secret, name, expiresS), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'unsigned' };
  const expiresAt = expiresS * 1000;
  // Checked after the signature: an expired address was really ours, and is told so.
  return expiresAt <= now ? { ok: false, reason: 'expired' } : { ok: true, expiresAt };
}
