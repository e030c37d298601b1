import type { $Fetch } from 'ofetch';

/**
 * ofetch (with ufo and destr, about 4 KB gzip) loads with the first call, not with the page: the first screen
 * is drawn from the start-up data in the HTML and makes no call of its own.
 */
export async function loadOfetch(): Promise<$Fetch> {
  return (await import('ofetch')).ofetch;
}
