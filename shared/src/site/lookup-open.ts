import { HOME_ENTRY_TYPE } from '../constants';
import type { CloudConfig, SearchModule } from '../api';

export type LookupModule = 'registrationSearch' | 'scoreSearch' | 'pictureSearch';

const ENTRY_OF: Record<LookupModule, number> = {
  registrationSearch: HOME_ENTRY_TYPE.registrationSearch,
  scoreSearch: HOME_ENTRY_TYPE.scoreSearch,
  pictureSearch: HOME_ENTRY_TYPE.photoSearch,
};

export type LookupCloud = Pick<CloudConfig, LookupModule | 'searchConfigList'>;

/** The lookup page a home entry card leads to (apply-now leads to none). */
export function lookupOfEntry(moduleType: number): LookupModule | undefined {
  return (Object.keys(ENTRY_OF) as LookupModule[]).find((module) => ENTRY_OF[module] === moduleType);
}

/**
 * Whether a lookup page is open: its legacy block (registrationSearch, scoreSearch, pictureSearch) is
 * the page's own switch; a site without that block follows the page's home entry card. Closed when neither opens it.
 */
export function lookupOpen(cloud: LookupCloud | null, module: LookupModule): boolean {
  if (!cloud) return false;
  const block: SearchModule | undefined = cloud[module];
  if (block) return block.openStatus === 1;
  return cloud.searchConfigList.some((item) => item.moduleType === ENTRY_OF[module] && item.openStatus === 1);
}
