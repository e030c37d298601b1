import { inlineScript } from './first-paint/inline-script';

/**
 * Runs first in the phone site's page (`/m/`): a result link in the old form (`#/score-search?year=YYYY&bib=…`,
 * what the desktop site's redirect and shared desktop links carry) moves at once to the result's own address,
 * whose card the server paints, instead of waiting for the bundle to draw it. The same year and bib rules as the
 * server's; anything else stays here. Its own text, allowed by its hash. (A painted page is one document more,
 * about 10 KB, where drawing the card waited for the ~97 KB bundle to download and run.)
 */
export function openPhoneResultAddress(root: string): void {
  const [path = '', search = ''] = location.hash.replace(/^#/, '').split('?');
  if (path.split('/').filter(Boolean)[0] !== 'score-search') return;
  const params = new URLSearchParams(search);
  const year = params.get('year') ?? '';
  const bib = params.get('bib') ?? '';
  if (!/^\d{4}$/.test(year) || !/^[A-Za-z]?\d{1,7}$/.test(bib)) return;
  const address = `${root}r/${year}/${bib}`;
  // The address first, so the lookup starter after this script sees no result link and asks nothing the
  // painted page will not use; then the move, which loads that address in this history entry.
  history.replaceState(history.state, '', address);
  location.replace(address);
}

export const OPEN_PHONE_RESULT_ADDRESS = (prefix: string) => inlineScript(openPhoneResultAddress, prefix);
