import type { BenchContext } from './types';
import { measurePageScripts, printPageScripts } from './page-scripts';

export const title = 'First-screen JavaScript of the home page (KB gzip) and copies of shared libraries';

/** The home page until it and the search entry cards are shown. */
export async function run({ site }: BenchContext): Promise<void> {
  const scripts = await measurePageScripts(site.url(), async (page) => {
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('search-entries').waitFor({ timeout: 30_000 });
  });
  printPageScripts(scripts, '< 150 KB');
}
