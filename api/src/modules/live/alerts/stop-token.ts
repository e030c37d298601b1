import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The opt-out link's token: the alert's id and a MAC, with a key every process of a deployment derives alike (from
 * the certificate key). It never expires: an opt-out link must work whenever the message is read.
 */
export function alertStopTokens(base: Buffer | undefined) {
  // Without a configured key (a test app) the process signs with its own.
  const key = Buffer.from(hkdfSync('sha256', base ?? randomBytes(32), 'marathon', 'live-alert-stop-v1', 32));
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    issue: (alertId: string): string => `${alertId}.${sign(alertId)}`,
    /** The alert's id, or null for a token forged or altered. */
    read(token: string): string | null {
      const [id = '', mac = ''] = token.split('.');
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
