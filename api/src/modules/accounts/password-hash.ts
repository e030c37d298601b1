import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is too low from N = 2^15.
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A slow salted hash: `scrypt$logN$r$p$salt$hash` (base64url), so the cost can rise without breaking old ones. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || Number(r) !== R || Number(p) !== P) return false;
  const n = Number(logN);
  if (!Number.isInteger(n) || n < 10 || n > 20) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), n);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of nothing, checked when the account does not exist, so a miss costs as long as a wrong password. */
let decoy: Promise<string> | null = null;
export async function spendHashTime(password: string, logN: number): Promise<void> {
  decoy ??= hashPassword('decoy-password-1', logN);
  await verifyPassword(password, await decoy);
}
