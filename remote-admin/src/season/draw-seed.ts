/**
 * The draw's seed, made in the director's browser: only its SHA-256 leaves before the draw, and the seed itself
 * stays in this tab's sessionStorage (never localStorage: it must not outlive the session on a shared computer)
 * until the reveal publishes it.
 */
const keyOf = (year: number, raceItem: string) => `marathon.drawSeed.${year}.${raceItem}`;

/** 32 random bytes as lower-case hex: 64 characters, well within the API's 16–200. */
export function makeSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed's UTF-8, lower-case hex: what the API's seedHashOf computes. */
export async function seedHashOf(seed: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const keptSeed = (year: number, raceItem: string): string | null =>
  sessionStorage.getItem(keyOf(year, raceItem));

export const keepSeed = (year: number, raceItem: string, seed: string): void =>
  sessionStorage.setItem(keyOf(year, raceItem), seed);

export const forgetSeed = (year: number, raceItem: string): void =>
  sessionStorage.removeItem(keyOf(year, raceItem));
