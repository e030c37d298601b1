import { AspectRatio, Box, Grid, Heading, Image, Text, chakra } from '@marathon/shared/ui';
import { fileUrl, imageUrl, localized, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import { useSearchParams } from '@marathon/shared/router';
import { useEffect, useRef, useState } from 'react';

/** Video highlights (videoCollections): the browser's own player, and the list of the four videos beside it. */
export function VideoCollectionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const videos = useSiteStore((s) => s.cloud?.videoCollections ?? []);
  // `?play=<id>` (a video clicked on the home page) selects that video and starts it.
  const [params] = useSearchParams();
  const asked = params.get('play');
  const askedIndex = asked === null ? -1 : videos.findIndex((video) => String(video.id) === asked);
  const [selected, setSelected] = useState(() =>
    askedIndex >= 0
      ? askedIndex
      : Math.max(
          0,
          videos.findIndex((video) => video.recommend),
        ),
  );
  const current = videos[selected] ?? videos[0];
  const player = useRef<HTMLVideoElement>(null);
  const autoplay = useRef(askedIndex >= 0);
  useEffect(() => {
    if (!autoplay.current || !player.current) return;
    autoplay.current = false;
    // The click on the home page is the visitor's gesture; a browser that still refuses leaves the player ready.
    player.current.play().catch(() => undefined);
  }, []);
  return (
    <Box bg="white" borderRadius="md" p="10" my="6" data-testid="video-collection-page">
      <Heading as="h1" size="2xl" mb="6">
        {t('search.videoCollection')}
      </Heading>
      {current ? (
        <Grid templateColumns="2fr 1fr" gap="6">
          <Box>
            <AspectRatio ratio={16 / 9} bg="black" borderRadius="md" overflow="hidden">
              <chakra.video
                key={current.src}
                ref={player}
                src={fileUrl(current.src)}
                poster={imageUrl(current.pic)}
                controls
                preload="metadata"
                data-testid="video-player"
              >
                {t('search.videos.unsupported')}
              </chakra.video>
            </AspectRatio>
            <Text mt="3" fontSize="lg" fontWeight="semibold" data-testid="video-title">
              {localized(language, current.summary, current.summaryEn)}
            </Text>
          </Box>
          <Box as="ul" listStyleType="none" data-testid="video-list">
            {videos.map((video, index) => {
              const title = localized(language, video.summary, video.summaryEn);
              const active = index === selected;
              return (
                <li key={video.id}>
                  <chakra.button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-current={active ? 'true' : undefined}
                    data-testid="video-list-item"
                    display="flex"
                    gap="3"
                    w="full"
                    p="2"
                    mb="2"
                    textAlign="left"
                    borderRadius="md"
                    bg={active ? 'brand.50' : 'transparent'}
                    borderWidth="1px"
                    borderColor={active ? 'brand.300' : 'transparent'}
                    _hover={{ bg: 'gray.50' }}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
                  >
                    <Image
                      src={imageUrl(video.pic)}
                      alt=""
                      w="120px"
                      h="68px"
                      objectFit="cover"
                      borderRadius="sm"
                    />
                    <Box>
                      <Text fontWeight="medium">{title}</Text>
                      {active ? (
                        <Text fontSize="xs" color="brand.700">
                          {t('search.videos.nowPlaying')}
                        </Text>
                      ) : null}
                    </Box>
                  </chakra.button>
                </li>
              );
            })}
          </Box>
        </Grid>
      ) : null}
    </Box>
  );
}
