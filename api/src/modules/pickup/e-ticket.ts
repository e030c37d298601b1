import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The runner's e-ticket, the text its QR code carries: `YZT1.<year>.<regNo>.<bib>.<signature>`, the signature an
 * HMAC-SHA-256 (first 16 bytes, base64url) over the rest, with a key derived from CAPTCHA_SECRET (every API process
 * shares it) under its own label. A changed digit, a foreign edition's ticket or another site's fails the check.
 */
const PREFIX = 'YZT1';

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'marathon', 'e-ticket-v1', 32));

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest().subarray(0, 16).toString('base64url');

export interface TicketFields {
  year: number;
  regNo: number;
  bib: string;
}

export function signTicket(secret: string, fields: TicketFields): string {
  const body = `${PREFIX}.${fields.year}.${fields.regNo}.${fields.bib}`;
  return `${body}.${signatureOf(secret, body)}`;
}

/** The ticket's fields when it is ours and untouched; null otherwise (the desk says why in both languages). */
export function readTicket(secret: string, ticket: string): TicketFields | null {
  const match = /^YZT1\.(\d{4})\.(\d{1,9})\.([A-Za-z0-9-]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(ticket.trim());
  if (!match) return null;
  const [, year, regNo, bib, signature] = match as unknown as [string, string, string, string, string];
  const body = `${PREFIX}.${year}.${regNo}.${bib}`;
  const expected = Buffer.from(signatureOf(secret, body), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { year: Number(year), regNo: Number(regNo), bib };
}
