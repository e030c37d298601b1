import type { AuthMountOptions } from '@marathon/shared/contracts';
import type { AuthLinks } from '../panel/links';

/** Our site's documents by default: a relative link would open the host's routes, which hold no such page. */
export function embedLinks(
  options: Pick<AuthMountOptions, 'siteUrl' | 'agreementUrl' | 'privacyUrl'>,
): AuthLinks {
  const ours = (route: string) => new URL(`/#/agreement/${route}`, options.siteUrl).href;
  return {
    agreementUrl: options.agreementUrl ?? ours('user'),
    privacyUrl: options.privacyUrl ?? ours('privacy'),
  };
}
