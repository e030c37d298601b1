import { AspectRatio, Box, Center, Image, SimpleGrid, Text } from '@marathon/shared/ui';
import { imageUrl, localized, useLanguage, useTranslation } from '@marathon/shared';
import type { Video } from '@marathon/shared/api';
import { SectionHeading } from './SectionHeading';

export const VIDEOS_ROUTE = '#/video-collection';

/** Posters of the highlight videos (videoCollections); the player lives on the video collection page. */
export function VideoPreviews({ videos }: { videos: Video[] }) {
  const language = useLanguage();
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <Box as="section" mb="10" aria-labelledby="home-videos" data-testid="home-videos">
      <SectionHeading id="home-videos" title={t('content.videos')} moreHref={VIDEOS_ROUTE} />
      <SimpleGrid columns={4} gap="4">
        {videos.map((video) => {
          const summary = localized(language, video.summary, video.summaryEn);
          return (
            <a
              key={video.id}
              href={`${VIDEOS_ROUTE}?play=${encodeURIComponent(String(video.id))}`}
              data-testid="home-video"
            >
              <AspectRatio ratio={16 / 9} bg="gray.800" borderRadius="md" overflow="hidden">
                <Box>
                  <Image
                    src={imageUrl(video.pic)}
                    alt=""
                    loading="lazy"
                    objectFit="cover"
                    w="full"
                    h="full"
                  />
                  <Center position="absolute" inset="0" aria-hidden="true">
                    <Center w="12" h="12" borderRadius="full" bg="blackAlpha.600" color="white" fontSize="lg">
                      ▶
                    </Center>
                  </Center>
                </Box>
              </AspectRatio>
              <Text mt="2" fontSize="sm" color="gray.700" lineClamp={1}>
                {summary}
              </Text>
            </a>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
