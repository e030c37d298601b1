import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the header value the client stores under `token`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps instead of the token (see SessionsTable). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
