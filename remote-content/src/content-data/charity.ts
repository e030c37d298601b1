import { useSiteStore, type SiteState } from '@marathon/shared';

/** Charity is shown only where the show-charity flag is on (off in development). */
const selectShowCharity = (state: SiteState): boolean => state.runtime?.features.showCharity ?? true;

export function useShowCharity(): boolean {
  return useSiteStore(selectShowCharity);
}

/** A link into the charity section ('#/charity/…'), which must not be offered when the flag is off. */
export function isCharityLink(href: string | undefined): boolean {
  return !!href && /^#?\/charity(\/|$|\?)/i.test(href.trim());
}

/** The partner group that belongs to the charity programme on the home page. */
export const CHARITY_PARTNER_CODE = 'publicWelfarePartner';
