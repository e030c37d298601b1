import { imageUrl, localized, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import type { Picture } from '@marathon/shared/api';
import { SectionHeading } from './SectionHeading';

export const PICTURES_ROUTE = '#/image-collection';

/** The collection page with this picture open in the lightbox (its place in the whole collection). */
function pictureHref(all: readonly Picture[], picture: Picture): string {
  const at = all.findIndex((candidate) => candidate.src === picture.src);
  return at < 0 ? PICTURES_ROUTE : `${PICTURES_ROUTE}?open=${at + 1}`;
}

/** A preview of the picture wall (wonderfulPictures); every tile opens itself in the full collection's lightbox. */
export function PictureWall({ pictures, total }: { pictures: Picture[]; total: number }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const all = useSiteStore((s) => s.cloud?.wonderfulPictures ?? []);
  if (pictures.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-pictures" data-testid="home-pictures">
      <SectionHeading
        id="home-pictures"
        title={`${t('content.pictures')} (${total})`}
        moreHref={PICTURES_ROUTE}
      />
      <div className="home-grid home-pictures__grid">
        {pictures.map((picture, index) => {
          const title = localized(language, picture.title, picture.titleEn);
          return (
            <a key={picture.src} href={pictureHref(all, picture)} data-testid="home-picture">
              <div className="content-ratio home-pictures__frame">
                <img
                  className="home-pictures__image"
                  src={imageUrl(picture.surfacePlotUrl)}
                  // A captioned picture is named by its caption below; alt text would read it twice.
                  alt={title ? '' : `${t('content.pictures')} ${index + 1}`}
                  loading="lazy"
                />
              </div>
              {title ? <p className="home-pictures__caption">{title}</p> : null}
            </a>
          );
        })}
      </div>
    </section>
  );
}
