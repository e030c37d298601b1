import { AspectRatio, Box, Heading, Image, Link, SimpleGrid, Text } from '@marathon/shared/ui';
import { imageUrl, localized, normalizeWebLink, useSessionStore, useSiteStore } from '@marathon/shared';
import type { HomePageProps } from '@marathon/shared/contracts';
import { useTranslation } from '@marathon/shared';
import { asList, findContent, sortForList } from '../content-data/use-content';
import { DocumentListItem } from '../document-list/DocumentListItem';

const NEWS_PATH = 'raceNews';
const NEWS_ROUTE = '/news-notice/race-news';

/** The home page: carousel, the search remote's entry cards (a slot the shell fills), latest news, partners. */
export function HomePage({ searchEntries }: HomePageProps) {
  const cloud = useSiteStore((s) => s.cloud);
  const race = useSiteStore((s) => s.race);
  const language = useSessionStore((s) => s.language);
  const { t } = useTranslation();
  const banner = cloud?.carouselList[0];
  const news = sortForList(asList(findContent(cloud?.data, NEWS_PATH))).slice(0, 5);

  return (
    <Box data-testid="home-page">
      {banner ? (
        <AspectRatio ratio={1200 / 450} mb="8" borderRadius="md" overflow="hidden">
          <Image
            src={imageUrl(banner.surfacePlotUrl)}
            alt={localized(language, race?.raceName, race?.raceNameEn)}
          />
        </AspectRatio>
      ) : null}
      {searchEntries ? <Box mb="10">{searchEntries}</Box> : null}
      {news.length > 0 ? (
        <Box as="section" mb="10">
          <Heading as="h2" size="xl" mb="4">
            {t('content.latestNews')}
          </Heading>
          <Box as="ul" bg="white" px="8" borderRadius="md">
            {news.map((item) => (
              <DocumentListItem
                key={item.id}
                item={item}
                href={`#${NEWS_ROUTE}?id=${encodeURIComponent(item.id)}`}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      {(cloud?.cooperativePartnerList ?? []).map((group) => (
        <Box as="section" key={group.id} mb="8" data-testid="partner-group">
          <Heading as="h2" size="lg" mb="4" textAlign="center">
            {localized(language, group.label, group.labelEn)}
          </Heading>
          <SimpleGrid columns={5} gap="4">
            {group.children.map((partner) => {
              const href = language === 'en' && partner.hrefEn ? partner.hrefEn : partner.href;
              const logo = (
                <AspectRatio ratio={2} bg="white" borderRadius="md">
                  <Image
                    src={imageUrl(partner.src)}
                    alt={localized(language, partner.name, partner.nameEn)}
                    loading="lazy"
                    objectFit="contain"
                    p="3"
                  />
                </AspectRatio>
              );
              return href ? (
                <Link
                  key={partner.id}
                  href={normalizeWebLink(href)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {logo}
                </Link>
              ) : (
                <Box key={partner.id}>{logo}</Box>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
      {!cloud ? <Text>{t('common.loading')}</Text> : null}
    </Box>
  );
}
