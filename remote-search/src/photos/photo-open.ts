import { HOME_ENTRY_TYPE } from '@marathon/shared';
import type { CloudConfig } from '@marathon/shared/api';

/**
 * Whether photo lookup is open: the legacy pictureSearch block is the page's own switch (spec 000 §3); a site
 * without that block follows its home entry (moduleType 4). Closed when neither says open.
 */
export function photoLookupOpen(
  cloud: Pick<CloudConfig, 'pictureSearch' | 'searchConfigList'> | null,
): boolean {
  if (!cloud) return false;
  if (cloud.pictureSearch) return cloud.pictureSearch.openStatus === 1;
  return cloud.searchConfigList.some(
    (item) => item.moduleType === HOME_ENTRY_TYPE.photoSearch && item.openStatus === 1,
  );
}
