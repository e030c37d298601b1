import type { DocumentItem, PartnerGroup, Picture, Video } from '@marathon/shared/api';
import { sortForList } from '../content-data/use-content';

export const NEWS_COUNT = 5;
export const PICTURE_COUNT = 8;

/** Latest news: recommended first, then newest, as the list page orders them. */
export function latestNews(items: readonly DocumentItem[]): DocumentItem[] {
  return sortForList(items).slice(0, NEWS_COUNT);
}

/** The picture wall's preview: the recommended pictures, topped up with the others if too few are marked. */
export function previewPictures(pictures: readonly Picture[]): Picture[] {
  const recommended = pictures.filter((p) => p.recommend);
  const rest = pictures.filter((p) => !p.recommend);
  return [...recommended, ...rest].slice(0, PICTURE_COUNT);
}

/** Videos: the recommended one leads. */
export function previewVideos(videos: readonly Video[]): Video[] {
  return [...videos].sort((a, b) => Number(b.recommend) - Number(a.recommend)).slice(0, 4);
}

/** Partner groups with at least one logo; the charity partner group only where charity is shown. */
export function visiblePartnerGroups(
  groups: readonly PartnerGroup[],
  showCharity: boolean,
  charityCode: string,
): PartnerGroup[] {
  return groups.filter((g) => g.children.length > 0 && (showCharity || g.code !== charityCode));
}
