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
    <section className="home-section" aria-labelledby="home-videos" data-testid="home-videos">
      <SectionHeading id="home-videos" title={t('content.videos')} moreHref={VIDEOS_ROUTE} />
      <div className="home-grid home-videos__grid">
        {videos.map((video) => {
          const summary = localized(language, video.summary, video.summaryEn);
          return (
            <a
              key={video.id}
              href={`${VIDEOS_ROUTE}?play=${encodeURIComponent(String(video.id))}`}
              data-testid="home-video"
            >
              <div className="content-ratio home-videos__frame">
                <div>
                  <img className="home-cover" src={imageUrl(video.pic)} alt="" loading="lazy" />
                  <div className="home-videos__play" aria-hidden="true">
                    <div className="home-videos__play-icon">▶</div>
                  </div>
                </div>
              </div>
              <p className="ui-line-clamp home-videos__summary">{summary}</p>
            </a>
          );
        })}
      </div>
    </section>
  );
}
