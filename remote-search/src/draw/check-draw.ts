import { recomputeDrawOrder, type PublicDraw } from '@marathon/shared/api';

/** What the browser found: the seed against the committed hash, and the recomputed order against the published. */
export interface DrawCheck {
  hashMatches: boolean;
  orderMatches: boolean;
}

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Checks a revealed draw without trusting the site's server: SHA-256(UTF-8(seed)) must be the hash committed before
 * entries closed, and the documented order of the published entry numbers under that seed must be the one published.
 */
export async function checkDraw(draw: PublicDraw & { seed: string }): Promise<DrawCheck> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(draw.seed));
  const recomputed = await recomputeDrawOrder(draw.seed, draw.entries);
  return {
    hashMatches: hex(digest) === draw.seedHash,
    orderMatches:
      recomputed.length === draw.order.length && recomputed.every((regNo, i) => regNo === draw.order[i]),
  };
}
