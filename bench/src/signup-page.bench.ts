import type { BenchContext } from './types';
import { measurePageScripts, printPageScripts } from './page-scripts';

export const title =
  'JavaScript of the sign-up form library page /i18NDemos (KB gzip) and copies of shared libraries';

/**
 * /i18NDemos renders every field type twice (the sign-up remote's whole form library, as /post and /direct
 * use it): what a runner downloads to sign up, and a check that the fourth remote loads no second React.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const scripts = await measurePageScripts(site.url('/i18NDemos'), async (page) => {
    await page.getByTestId('field-demos').waitFor({ timeout: 30_000 });
    await page.getByTestId('demo-en').getByTestId('field-signature').waitFor({ timeout: 30_000 });
  });
  printPageScripts(scripts);
}
