/**
 * The season's draw recomputed with WebCrypto (the browser's, or Node's globalThis.crypto): the same documented
 * algorithm as the API's (docs/decisions/2026-12-03-verifiable-draw.md), so a visitor checks a published draw
 * without trusting the site's server. Key = SHA-256(UTF-8(seed + ':' + regNo)) in lower-case hex; order by key,
 * then regNo.
 */
const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export async function recomputeDrawOrder(seed: string, regNos: readonly number[]): Promise<number[]> {
  const keyed = await Promise.all(
    regNos.map(async (regNo) => ({ regNo, key: await sha256Hex(`${seed}:${regNo}`) })),
  );
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.regNo - b.regNo));
  return keyed.map((entry) => entry.regNo);
}
