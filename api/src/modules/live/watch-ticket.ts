import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an events stream may follow: the runners of one year, and those of them whose share code was given. */
export interface WatchTicket {
  year: number;
  bibs: string[];
  /**
   * Bibs shared by code whose code the page gave (so the stream never carries a code in its address), each with a
   * mark of the code it was given for: a runner who draws a new code ends what the old one granted.
   */
  granted: { bib: string; code: string }[];
  /** Epoch ms after which the stream must be opened with a new ticket (a code changed since is then asked again). */
  expires: number;
}

const TICKET_MS = 12 * 3_600_000;

/** Signs and reads tickets with a key every process of a deployment derives alike (from the certificate key). */
export function watchTickets(base: Buffer | undefined) {
  // Without a configured key (a test app) the process signs with its own: one process, so nothing to share.
  const key = Buffer.from(hkdfSync('sha256', base ?? randomBytes(32), 'marathon', 'live-watch-v1', 32));
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    /** The mark a ticket keeps of the code hash it was granted for: signed, so the page learns nothing of the hash. */
    codeMark: (codeHash: string) => sign(`code:${codeHash}`).slice(0, 22),
    issue(ticket: Omit<WatchTicket, 'expires'>, now = Date.now()): string {
      const body = Buffer.from(JSON.stringify({ ...ticket, expires: now + TICKET_MS })).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The ticket, or null for one forged, altered or expired. */
    read(text: string, now = Date.now()): WatchTicket | null {
      const [body = '', mac = ''] = text.split('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as WatchTicket;
        return ticket.expires > now ? ticket : null;
      } catch {
        return null;
      }
    },
  };
}
