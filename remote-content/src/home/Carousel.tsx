import { type Language, imageUrl, localized, useLanguage, useTranslation } from '@marathon/shared';
import type { LinkImage } from '@marathon/shared/api';
import type { KeyboardEvent } from 'react';
import { anchorProps, linkTarget } from '../content-data/links';
import { CarouselControls } from './CarouselControls';
import { useCarousel } from './use-carousel';

function slideAlt(slide: LinkImage, language: Language, index: number, count: number, fallback: string) {
  return localized(language, slide.title, slide.titleEn) || `${fallback} ${index + 1}/${count}`;
}

/**
 * The home banner (carouselList). Autoplay stops on hover, on keyboard focus inside, with the pause button and
 * for visitors who prefer reduced motion; arrows, dots and the arrow keys move it. The first slide is the page's
 * largest paint: it loads eagerly with high priority, the others lazily, all in one fixed-ratio box. Plain
 * elements (home.css): it is the first screen's main part, drawn before Chakra's runtime is on the page.
 */
export function Carousel({ slides, label }: { slides: LinkImage[]; label: string }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const carousel = useCarousel(slides.length);
  if (slides.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.step(-1);
    else if (event.key === 'ArrowRight') carousel.step(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-playing={carousel.playing ? 'true' : 'false'}
      data-reduced-motion={carousel.reducedMotion ? 'true' : undefined}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="content-ratio home-carousel__frame">
        <div aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === carousel.index;
            const alt = slideAlt(slide, language, index, slides.length, t('content.slide'));
            const target = linkTarget(language === 'en' && slide.jumpUrlEn ? slide.jumpUrlEn : slide.jumpUrl);
            const image = (
              <img
                className="home-cover"
                src={imageUrl(slide.surfacePlotUrl)}
                alt={alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            );
            return (
              <div
                key={slide.id ?? index}
                className="home-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-testid="carousel-slide"
                data-active={active ? 'true' : 'false'}
              >
                {target ? (
                  <a className="home-carousel__link" {...anchorProps(target)}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 ? <CarouselControls slides={slides} carousel={carousel} /> : null}
    </section>
  );
}
