import { AspectRatio, Box, HStack, IconButton, Image } from '@marathon/shared/ui';
import { type Language, imageUrl, localized, useLanguage, useTranslation } from '@marathon/shared';
import type { LinkImage } from '@marathon/shared/api';
import type { KeyboardEvent } from 'react';
import { anchorProps, linkTarget } from '../content-data/links';
import { useCarousel } from './use-carousel';

const RATIO = 1200 / 450;

function slideAlt(slide: LinkImage, language: Language, index: number, count: number, fallback: string) {
  return localized(language, slide.title, slide.titleEn) || `${fallback} ${index + 1}/${count}`;
}

/**
 * The home banner (carouselList). Autoplay stops on hover, on keyboard focus inside, with the pause button and
 * for visitors who prefer reduced motion; arrows, dots and the arrow keys move it. The first slide is the page's
 * largest paint: it loads eagerly with high priority, the others lazily, all in one fixed-ratio box.
 */
export function Carousel({ slides, label }: { slides: LinkImage[]; label: string }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const carousel = useCarousel(slides.length);
  if (slides.length === 0) return null;
  const many = slides.length > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.step(-1);
    else if (event.key === 'ArrowRight') carousel.step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      mb="8"
      borderRadius="md"
      overflow="hidden"
      data-testid="carousel"
      data-playing={carousel.playing ? 'true' : 'false'}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <AspectRatio ratio={RATIO} bg="brand.50">
        <Box aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === carousel.index;
            const alt = slideAlt(slide, language, index, slides.length, t('content.slide'));
            const target = linkTarget(language === 'en' && slide.jumpUrlEn ? slide.jumpUrlEn : slide.jumpUrl);
            const image = (
              <Image
                src={imageUrl(slide.surfacePlotUrl)}
                alt={alt}
                w="full"
                h="full"
                objectFit="cover"
                loading={index === 0 ? 'eager' : 'lazy'}
                {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            );
            return (
              <Box
                key={slide.id ?? index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                position="absolute"
                inset="0"
                opacity={active ? 1 : 0}
                transition={carousel.reducedMotion ? 'none' : 'opacity 0.6s ease'}
                data-testid="carousel-slide"
                data-active={active ? 'true' : 'false'}
              >
                {target ? (
                  <a {...anchorProps(target)} style={{ display: 'block', width: '100%', height: '100%' }}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </Box>
            );
          })}
        </Box>
      </AspectRatio>
      {many ? (
        <>
          <IconButton
            aria-label={t('content.previousSlide')}
            position="absolute"
            left="4"
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            rounded="full"
            bg="whiteAlpha.800"
            onClick={() => carousel.step(-1)}
            data-testid="carousel-prev"
          >
            ‹
          </IconButton>
          <IconButton
            aria-label={t('content.nextSlide')}
            position="absolute"
            right="4"
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            rounded="full"
            bg="whiteAlpha.800"
            onClick={() => carousel.step(1)}
            data-testid="carousel-next"
          >
            ›
          </IconButton>
          <HStack position="absolute" bottom="3" left="50%" transform="translateX(-50%)" gap="2">
            {slides.map((slide, index) => (
              <Box
                as="button"
                key={slide.id ?? index}
                aria-label={t('content.goToSlide', { n: index + 1 })}
                aria-current={index === carousel.index ? 'true' : undefined}
                w={index === carousel.index ? '6' : '2.5'}
                h="2.5"
                borderRadius="full"
                bg={index === carousel.index ? 'white' : 'whiteAlpha.600'}
                transition={carousel.reducedMotion ? 'none' : 'width 0.3s'}
                cursor="pointer"
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
                onClick={() => carousel.go(index)}
                data-testid="carousel-dot"
              />
            ))}
            <Box
              as="button"
              aria-label={t(carousel.pausedByUser ? 'content.playSlides' : 'content.pauseSlides')}
              aria-pressed={carousel.pausedByUser}
              color="white"
              fontSize="xs"
              px="2"
              lineHeight="1"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              onClick={carousel.togglePaused}
              data-testid="carousel-pause"
            >
              {carousel.pausedByUser ? '▶' : '❚❚'}
            </Box>
          </HStack>
        </>
      ) : null}
    </Box>
  );
}
