import { createHash } from 'node:crypto';

/**
 * The draw's documented algorithm (docs/decisions/2026-12-03-verifiable-draw.md): each entry's key is
 * SHA-256(seed + ':' + regNo) in lower-case hex (UTF-8), the order is by key, then by regNo (a tie of 256-bit
 * hashes will not happen, but the order must be total). The first N are the winners, the rest the waitlist in
 * this order. The public page recomputes it with WebCrypto; both must agree byte for byte.
 */
export function drawKey(seed: string, regNo: number): string {
  return createHash('sha256').update(`${seed}:${regNo}`, 'utf8').digest('hex');
}

export function drawOrder(seed: string, regNos: readonly number[]): number[] {
  const keyed = regNos.map((regNo) => ({ regNo, key: drawKey(seed, regNo) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.regNo - b.regNo));
  return keyed.map((entry) => entry.regNo);
}

/** The hash an organiser commits: SHA-256 of the seed, lower-case hex. */
export const seedHashOf = (seed: string): string => createHash('sha256').update(seed, 'utf8').digest('hex');
