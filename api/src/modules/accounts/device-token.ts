import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../../platform/security/same-secret';

/*
 * A device token says "this browser logged in to this account before". The login answers one on every success,
 * the page keeps it (beyond logout) and sends it with its next password logins; such a login skips the account-wide
 * delay that strangers' failures build up, so they cannot keep the owner out. It is signed (HMAC with a key derived
 * from CAPTCHA_SECRET), names the account and never grants anything on its own: the password is still checked.
 */

/** How long a device stays known after its last login. */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60_000;

interface DevicePayload {
  /** The account's user id. */
  u: string;
  /** Issued at (epoch ms). */
  t: number;
  /** This device's id: its own failure count is kept under it. */
  d: string;
}

const macOf = (secret: string, payload: string): string =>
  createHmac('sha256', createHmac('sha256', secret).update('login-device').digest())
    .update(payload)
    .digest('base64url');

export function issueDeviceToken(
  secret: string,
  userId: string,
  deviceId?: string,
  now = Date.now(),
): string {
  const payload: DevicePayload = { u: userId, t: now, d: deviceId ?? randomBytes(12).toString('base64url') };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${macOf(secret, encoded)}`;
}

/** The device id of a live token of this user's, or null for anything else (another account, altered, expired). */
export function knownDevice(
  secret: string,
  token: string | undefined,
  userId: string,
  now = Date.now(),
): string | null {
  if (!token) return null;
  const [encoded = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !sameSecret(mac, macOf(secret, encoded))) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<DevicePayload>;
    if (payload.u !== userId || typeof payload.t !== 'number' || typeof payload.d !== 'string') return null;
    return now - payload.t < DEVICE_TOKEN_TTL_MS ? payload.d : null;
  } catch {
    return null;
  }
}
