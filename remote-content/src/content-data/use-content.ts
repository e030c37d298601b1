import { useSiteStore, type SiteState } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { findContent } from '@marathon/shared/api/content-at';

const selectData = (state: SiteState) => state.cloud?.data;

export function useContent(dataPath: string): DocumentItem | DocumentItem[] | undefined {
  const data = useSiteStore(selectData);
  return findContent(data, dataPath);
}

/** Recommended items first, then newest first. */
export function sortForList(items: readonly DocumentItem[]): DocumentItem[] {
  return [...items].sort((a, b) => Number(b.recommend) - Number(a.recommend) || b.time - a.time);
}
