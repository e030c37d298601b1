import { createHmac, timingSafeEqual } from 'node:crypto';
import { CERTIFICATE_CODE } from '@marathon/shared/api';

/** Crockford's base 32: no I, L, O or U, so a code read off paper is typed without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 50 bits of signature: a guess is right once in 10^15, and the verify call is rate-limited per address. */
const SIGNATURE_CHARS = 10;

function signature(key: Buffer, year: number, bib: string, chipSeconds: number): string {
  const mac = createHmac('sha256', key).update(`certificate:v1:${year}:${bib}:${chipSeconds}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of mac) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < SIGNATURE_CHARS) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === SIGNATURE_CHARS) break;
  }
  return out;
}

/** The code printed on a certificate: what it was issued for, and our signature of that. */
export function certificateCode(key: Buffer, year: number, bib: string, chipTimeMs: number): string {
  const seconds = Math.round(chipTimeMs / 1000);
  return `${year}-${bib}-${seconds.toString(36).toUpperCase()}-${signature(key, year, bib, seconds)}`;
}

export interface ReadCode {
  year: number;
  bib: string;
  chipTimeMs: number;
  /** Whether our key signed exactly this year, bib and time. */
  signed: boolean;
}

/** A typed or scanned code, read leniently as Crockford allows (O for 0, I and L for 1); null when not a code. */
export function readCertificateCode(key: Buffer, typed: string): ReadCode | null {
  const parts = typed.trim().toUpperCase().split('-');
  const last = parts.pop() ?? '';
  const normalized = [...parts, last.replace(/O/g, '0').replace(/[IL]/g, '1')].join('-');
  const match = CERTIFICATE_CODE.exec(normalized);
  if (!match) return null;
  const [, yearText = '', bib = '', secondsText = '', given = ''] = match;
  const seconds = parseInt(secondsText, 36);
  const year = Number(yearText);
  const expected = Buffer.from(signature(key, year, bib, seconds));
  const signed = timingSafeEqual(
    expected,
    Buffer.from(given.padEnd(SIGNATURE_CHARS).slice(0, SIGNATURE_CHARS)),
  );
  return { year, bib, chipTimeMs: seconds * 1000, signed };
}
