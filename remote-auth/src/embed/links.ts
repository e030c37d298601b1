import type { AuthMountOptions } from '@marathon/shared/contracts';
import type { AuthLinks } from '../panel/links';

/** Our site's documents by default: a relative link would open the host's routes, which hold no such page. */
export function embedLinks(
  options: Pick<AuthMountOptions, 'siteUrl' | 'agreementUrl' | 'privacyUrl'>,
): AuthLinks {
  let site: URL;
  try {
    site = new URL(options.siteUrl);
  } catch {
    throw new TypeError(`mount: siteUrl must be our site's absolute address, got ${String(options.siteUrl)}`);
  }
  const ours = (route: string) => new URL(`/#/agreement/${route}`, site).href;
  return {
    agreementUrl: options.agreementUrl ?? ours('user'),
    privacyUrl: options.privacyUrl ?? ours('privacy'),
  };
}
