import { FeatureStyles, localized, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import type { HomePageProps } from '@marathon/shared/contracts';
import { CHARITY_PARTNER_CODE, isCharityLink, useShowCharity } from '../content-data/charity';
import { asList, findContent } from '@marathon/shared/api/content-at';
import { BottomAds } from './BottomAds';
import { Carousel } from './Carousel';
import { CharityHighlight } from './CharityHighlight';
import { latestNews, previewPictures, previewVideos, visiblePartnerGroups } from './home-selection';
import { LatestNews } from './LatestNews';
import { PartnerGroups } from './PartnerGroups';
import { PictureWall } from './PictureWall';
import { VideoPreviews } from './VideoPreviews';
import css from './home.css?inline';

const NEWS_PATH = 'raceNews';
const CHARITY_PATH = 'charityInformation';

/**
 * The home page: carousel, the search remote's entry cards (a slot the shell fills), latest news, the picture
 * wall and video previews, bottom ads and the partner groups. The header's top ads belong to the shell (they are
 * part of the header on every page). Where charity is off, nothing here links to it. Drawn with plain elements
 * and home.css, none of it with Chakra: the page's first screen must not wait for (or download) Chakra's runtime.
 */
export function HomePage({ searchEntries }: HomePageProps) {
  const cloud = useSiteStore((s) => s.cloud);
  const race = useSiteStore((s) => s.race);
  const language = useLanguage();
  const showCharity = useShowCharity();
  const { t } = useTranslation();
  if (!cloud) return null;

  const allowed = <T extends { jumpUrl: string; jumpUrlEn?: string | undefined }>(item: T) =>
    showCharity || (!isCharityLink(item.jumpUrl) && !isCharityLink(item.jumpUrlEn));
  // The file host serves the JSON as written: sections the schema defaults may be absent from it.
  const pictures = cloud.wonderfulPictures ?? [];
  const charityItem = showCharity
    ? asList(findContent(cloud.data, CHARITY_PATH)).find((item) => item.recommend)
    : undefined;

  const raceName = localized(language, race?.raceName, race?.raceNameEn);
  const siteTitle = localized(language, cloud.settings.websiteTitle, cloud.settings.websiteTitleEn);
  return (
    <div data-testid="home-page">
      <FeatureStyles id="content-home" css={css} />
      {/* The page's one h1: the banner says the race's name in pictures, this says it in words. */}
      <h1 className="ui-heading home-sr-only" data-testid="home-title">
        {raceName || siteTitle}
      </h1>
      <Carousel
        slides={(cloud.carouselList ?? []).filter(allowed)}
        label={raceName || t('content.carousel')}
      />
      {searchEntries ? <div className="home-search-slot">{searchEntries}</div> : null}
      <LatestNews items={latestNews(asList(findContent(cloud.data, NEWS_PATH)))} />
      <CharityHighlight item={charityItem} />
      <PictureWall pictures={previewPictures(pictures)} total={pictures.length} />
      <VideoPreviews videos={previewVideos(cloud.videoCollections ?? [])} />
      <BottomAds ads={(cloud.adListBottom ?? []).filter(allowed)} />
      <PartnerGroups
        groups={visiblePartnerGroups(cloud.cooperativePartnerList ?? [], showCharity, CHARITY_PARTNER_CODE)}
      />
    </div>
  );
}
