import type { BenchContext } from './types';
import { measurePageScripts, printPageScripts } from './page-scripts';

export const title =
  'First-screen JavaScript (KB gzip) and copies of shared libraries: the home page, a document and the console';

/** Each page as a first visit, until what it shows first is on screen. */
const PAGES = [
  { name: 'home page', hash: undefined, shown: ['home-page', 'search-entries'], target: '< 150 KB' },
  { name: 'document (a shared link)', hash: '/race-information/race-rules', shown: ['document-content'] },
  // The console loads only under /admin; its sign-in must be as light as the public pages.
  {
    name: 'organisers’ console (staff sign-in)',
    hash: '/admin',
    shown: ['admin-console'],
    target: '< 150 KB',
  },
];

export async function run({ site }: BenchContext): Promise<void> {
  for (const { name, hash, shown, target } of PAGES) {
    const scripts = await measurePageScripts(site.url(hash), async (page) => {
      for (const testId of shown) await page.getByTestId(testId).waitFor({ timeout: 30_000 });
    });
    console.log(`  ── ${name}`);
    printPageScripts(scripts, target);
  }
}
