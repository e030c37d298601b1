import type { LinkImage } from '@marathon/shared/api';
import { useTranslation } from '@marathon/shared';
import type { CarouselControls as Controls } from './use-carousel';

/** The carousel's arrows, dots and pause button (classes: home.css); only shown for more than one slide. */
export function CarouselControls({ slides, carousel }: { slides: LinkImage[]; carousel: Controls }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="ui-button home-carousel__arrow home-carousel__arrow--prev"
        aria-label={t('content.previousSlide')}
        onClick={() => carousel.step(-1)}
        data-testid="carousel-prev"
      >
        ‹
      </button>
      <button
        type="button"
        className="ui-button home-carousel__arrow home-carousel__arrow--next"
        aria-label={t('content.nextSlide')}
        onClick={() => carousel.step(1)}
        data-testid="carousel-next"
      >
        ›
      </button>
      <div className="home-carousel__controls">
        {slides.map((slide, index) => (
          <button
            type="button"
            key={slide.id ?? index}
            className="home-carousel__dot"
            aria-label={t('content.goToSlide', { n: index + 1 })}
            aria-current={index === carousel.index ? 'true' : undefined}
            onClick={() => carousel.go(index)}
            data-testid="carousel-dot"
          />
        ))}
        <button
          type="button"
          className="home-carousel__pause"
          aria-label={t(carousel.pausedByUser ? 'content.playSlides' : 'content.pauseSlides')}
          aria-pressed={carousel.pausedByUser}
          onClick={carousel.togglePaused}
          data-testid="carousel-pause"
        >
          {carousel.pausedByUser ? '▶' : '❚❚'}
        </button>
      </div>
    </>
  );
}
